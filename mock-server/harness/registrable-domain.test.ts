import { getDomain as tldtsGetDomain } from 'tldts'
import { describe, expect, it } from 'vitest'
import { getDomain } from './registrable-domain'

// tough-cookie's question (lib/getPublicSuffix.ts), answered by tldts in Node.
const asToughCookieAsks = { allowIcannDomains: true, allowPrivateDomains: true }

describe('the registrable domain the harness build answers in place of tldts', () => {
  it("answers as tldts does for the hosts the harness's pages and cookies are on", () => {
    for (const host of [
      'localhost',
      '127.0.0.1',
      '[::1]',
      '::1',
      'mein-konto.example',
      'www.hse.de',
      'a.b.hse.de',
      'HSE.DE.',
    ])
      expect(getDomain(host), host).toBe(tldtsGetDomain(host, asToughCookieAsks))
  })

  it('answers the last two labels below a longer public suffix, where tldts knows the list', () => {
    expect(getDomain('mein-konto.github.io')).toBe('github.io')
    expect(tldtsGetDomain('mein-konto.github.io', asToughCookieAsks)).toBe('mein-konto.github.io')
  })
})
