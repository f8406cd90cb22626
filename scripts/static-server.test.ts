import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staticBuildHeaders } from './static-build-headers.ts'
// @ts-expect-error -- plain ESM helper
import { serveStatic } from './static-server.mjs'

let server: Server
let port: number

beforeAll(async () => {
  const base = mkdtempSync(join(tmpdir(), 'static-server-'))
  mkdirSync(join(base, 'dist'))
  mkdirSync(join(base, 'dist-sibling'))
  writeFileSync(join(base, 'dist', 'index.html'), '<h1>app</h1>')
  writeFileSync(join(base, 'dist', 'app.js'), 'console.log(1)')
  writeFileSync(join(base, 'dist-sibling', 'secret.txt'), 'secret')
  server = await serveStatic({ root: join(base, 'dist'), port: 0, headers: staticBuildHeaders() })
  port = (server.address() as AddressInfo).port
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

/** A raw request: fetch would normalise the very paths under test. */
function get(path: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body, headers: response.headers }))
    })
    req.on('error', reject)
    req.end()
  })
}

describe('the static server of the prototype and Storybook builds', () => {
  it('listens on localhost only by default', () => {
    expect((server.address() as AddressInfo).address).toBe('127.0.0.1')
  })

  it('serves files and deep links with the security headers', async () => {
    const asset = await get('/app.js')
    expect(asset.status).toBe(200)
    const deepLink = await get('/orders/4001')
    expect(deepLink.body).toContain('<h1>app</h1>')
    expect(deepLink.headers['content-security-policy']).toContain("object-src 'none'")
    expect(deepLink.headers['x-content-type-options']).toBe('nosniff')
  })

  it('survives a malformed escape and keeps answering', async () => {
    const malformed = await get('/%')
    expect(malformed.status).toBeLessThan(500)
    expect((await get('/app.js')).status).toBe(200)
  })

  it('never serves a sibling folder whose name starts with the root’s', async () => {
    for (const path of [
      '/..%2fdist-sibling/secret.txt',
      '/../dist-sibling/secret.txt',
      '/%2e%2e/dist-sibling/secret.txt',
    ])
      expect((await get(path)).body).not.toContain('secret')
  })
})
