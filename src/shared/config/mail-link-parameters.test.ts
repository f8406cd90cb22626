import { afterEach, describe, expect, it } from 'vitest'
import { openedSearch, takeMailLinkParameters, takenMailLinkParameter } from './mail-link-parameters'

afterEach(() => {
  document.head.querySelectorAll('meta[name="referrer"]').forEach((meta) => meta.remove())
  window.history.replaceState(null, '', '/')
})

describe('a mailed link’s token, taken as the entry starts (src/main.tsx)', () => {
  it('leaves the address bar, the page sends no referrer, and the page opened with it still reads it', () => {
    window.history.replaceState({ kept: true }, '', '/email-change/confirm-doi?token=0a1b2c&utm_source=mail')
    takeMailLinkParameters()
    expect(`${window.location.pathname}${window.location.search}`).toBe('/email-change/confirm-doi?utm_source=mail')
    expect(window.history.state).toEqual({ kept: true })
    expect(document.head.querySelector('meta[name="referrer"]')?.getAttribute('content')).toBe('no-referrer')
    expect(takenMailLinkParameter('/email-change/confirm-doi', 'token')).toBe('0a1b2c')
    // Only for the page it came with; hydration compares the address it was opened with.
    expect(takenMailLinkParameter('/set-password', 'token')).toBeNull()
    expect(openedSearch(window.location)).toBe('?utm_source=mail&token=0a1b2c')
  })

  it('leaves an address without a token as it is', () => {
    window.history.replaceState(null, '', '/login?redirect=%2Forders')
    takeMailLinkParameters()
    expect(window.location.search).toBe('?redirect=%2Forders')
    expect(document.head.querySelector('meta[name="referrer"]')).toBeNull()
  })
})
