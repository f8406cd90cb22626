import { describe, expect, it } from 'vitest'
import { takeEarlyAnswer } from './early-answers'

describe('an answer asked for before the app ran', () => {
  it('is taken once: a later call asks the service', () => {
    const sent = Promise.resolve(new Response('{}'))
    Object.assign(globalThis, { __earlyAnswerTest: sent })
    expect(takeEarlyAnswer('__earlyAnswerTest')).toBe(sent)
    expect(takeEarlyAnswer('__earlyAnswerTest')).toBeUndefined()
  })
})
