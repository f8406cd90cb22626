import { createHash } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  inlineScriptHashes,
  previewScriptHashesPlugin,
  securityHeaders,
  staticBuildHeaders,
  // @ts-expect-error -- plain ESM helpers
} from './security-headers.mjs'

const directive = (csp: string, name: string) => csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

describe('the production security headers', () => {
  const headers = securityHeaders({
    VITE_RECAPTCHA_SITE_KEY: 'key',
    VITE_LOGGING_SERVICE_URL: 'https://logs.example/api',
    VITE_CUSTOMER_SERVICE_URL: 'https://customer.example/api',
  }) as Record<string, string>
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

describe("the production build's inline route script", () => {
  const routeScript = '(function(){fetch("/user/login-state")})()'
  const hashOf = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`
  const page = `<html><head><script>${routeScript}</script><script type="module" src="/app.js"></script></head></html>`

  it('is allowed by its hash alone: no other inline script, nothing unsafe', () => {
    expect(inlineScriptHashes(page)).toEqual([hashOf(routeScript)])
    const csp = securityHeaders({}, { scriptHashes: inlineScriptHashes(page) })['Content-Security-Policy'] as string
    expect(directive(csp, 'script-src')).toBe(`script-src 'self' ${hashOf(routeScript)}`)
    expect(csp).not.toContain('unsafe-inline')
  })

  it("is allowed by the preview's CSP for the build it serves", () => {
    const buildDir = mkdtempSync(join(tmpdir(), 'csp-build-'))
    try {
      mkdirSync(join(buildDir, 'login'))
      writeFileSync(join(buildDir, 'index.html'), page)
      writeFileSync(join(buildDir, 'login', 'index.html'), '<script defer src="/boot.js"></script>')
      const headers = securityHeaders({}) as Record<string, string>
      previewScriptHashesPlugin({}).configurePreviewServer({
        config: { root: '/', build: { outDir: buildDir }, preview: { headers } },
      })
      expect(directive(headers['Content-Security-Policy'] ?? '', 'script-src')).toBe(
        `script-src 'self' ${hashOf(routeScript)}`,
      )
    } finally {
      rmSync(buildDir, { recursive: true, force: true })
    }
  })
})

describe('the prototype build headers', () => {
  it('are strict: own origin only, no framing, nosniff', () => {
    const headers = staticBuildHeaders() as Record<string, string>
    const csp = headers['Content-Security-Policy'] ?? ''
    expect(directive(csp, 'script-src')).toBe("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(headers['X-Content-Type-Options']).toBe('nosniff')
  })
})
