import { describe, expect, it } from 'vitest'
import { staticBuildHeaders } from './static-build-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the prototype build headers', () => {
  it('are strict: own origin only, no framing, nosniff', () => {
    const headers = staticBuildHeaders()
    const csp = headers['Content-Security-Policy'] ?? ''
    expect(directive(csp, 'script-src')).toBe("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })
})
