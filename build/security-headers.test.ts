import { describe, expect, it } from 'vitest'
import { securityHeaders } from './security-headers'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the production security headers', () => {
  const headers = securityHeaders({
    VITE_RECAPTCHA_SITE_KEY: 'key',
    VITE_LOGGING_SERVICE_URL: 'https://logs.example/api',
    VITE_CUSTOMER_SERVICE_URL: 'https://customer.example/api',
  })
  const csp = headers['Content-Security-Policy'] ?? ''

  it('allow reCAPTCHA by its paths only, not whole Google hosts, and nothing inline or evaluated', () => {
    expect(directive(csp, 'script-src')).toBe(
      "script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/",
    )
    expect(csp).not.toMatch(/https:\/\/www\.(google|gstatic)\.com( |;|$)/)
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).not.toContain('unsafe-eval')
  })

  it('send HSTS and report CSP violations', () => {
    expect(headers['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
    expect(csp).toContain('report-uri https://logs.example/api/csp-reports')
    expect(csp).toContain('report-to csp')
    expect(headers['Reporting-Endpoints']).toBe('csp="https://logs.example/api/csp-reports"')
  })
})
