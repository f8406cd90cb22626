import { describe, expect, it } from 'vitest'
import catalogue from '../../../lang/de.json'

/**
 * `npm test` extracts lang/de.json first (stage "messages"), so this reads the current texts. A German text
 * defined twice drifts apart the first time one copy is edited: each text has one message, shared where needed.
 */
describe('the German message catalogue', () => {
  it('defines each text once', () => {
    const idsByText = new Map<string, string[]>()
    for (const [id, { defaultMessage }] of Object.entries(catalogue as Record<string, { defaultMessage: string }>)) {
      idsByText.set(defaultMessage, [...(idsByText.get(defaultMessage) ?? []), id])
    }
    const definedTwice = [...idsByText].filter(([, ids]) => ids.length > 1).map(([text, ids]) => `${text}: ${ids}`)
    expect(definedTwice).toEqual([])
  })
})
