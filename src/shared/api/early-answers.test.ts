import { describe, expect, it } from 'vitest'
import { earlyPageAnswersKey, forgetEarlyPageAnswers, takeEarlyAnswer, takeEarlyPageAnswer } from './early-answers'

describe('an answer asked for before the app ran', () => {
  it('is taken once: a later call asks the service', () => {
    const sent = Promise.resolve(new Response('{}'))
    Object.assign(globalThis, { __earlyAnswerTest: sent })
    expect(takeEarlyAnswer('__earlyAnswerTest')).toBe(sent)
    expect(takeEarlyAnswer('__earlyAnswerTest')).toBeUndefined()
  })
})

describe("a page's call the route script sent", () => {
  const url = 'https://services.test/order-history/orders/4711?origin=SHOP'

  it('is taken once, by a request for exactly its URL', () => {
    const sent = Promise.resolve(new Response('{}'))
    Object.assign(globalThis, { [earlyPageAnswersKey]: { [url]: sent } })
    expect(takeEarlyPageAnswer(url.replace('4711', '4712'))).toBeUndefined()
    expect(takeEarlyPageAnswer(url)).toBe(sent)
    expect(takeEarlyPageAnswer(url)).toBeUndefined()
  })

  it('is no longer there once the app has forgotten what its start calls did not take', () => {
    Object.assign(globalThis, { [earlyPageAnswersKey]: { [url]: Promise.resolve(new Response('{}')) } })
    forgetEarlyPageAnswers()
    expect(takeEarlyPageAnswer(url)).toBeUndefined()
  })
})
