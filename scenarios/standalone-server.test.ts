import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Server } from 'node:http'
import { annaSchmidt } from '../fixtures/customers'
import { scenarioCatalogue } from './registry'
import { startStandaloneServer } from '../mock-server/harness/standalone-server'

const app = 'http://localhost:4400'
let server: Server
let base = ''

beforeAll(async () => {
  server = await startStandaloneServer(scenarioCatalogue, [
    ...['--scenario', 'anonymous', '--port', '0', '--origin', app],
    ...['--public-url', 'https://konto.example'],
  ])
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/customer`
})
afterAll(() => new Promise((closed) => server.close(closed)))

const appHeaders = { 'x-client-id': 'account-view', 'x-recaptcha-token': 'token', 'x-locale': 'de' }
const login = (
  headers: Record<string, string>,
  body = JSON.stringify({ username: annaSchmidt.email, password: annaSchmidt.password }),
) => fetch(`${base}/user/login`, { method: 'POST', headers: { ...appHeaders, ...headers }, body })

describe('npm run mock-server behind https, as a hardened edge', () => {
  it('refuses a sign-in from another site (403) or as a form post (415), and a body over 64 KiB (413)', async () => {
    expect((await login({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(403)
    expect((await login({ 'content-type': 'application/json' })).status).toBe(403)
    expect((await login({ 'content-type': 'text/plain', origin: app })).status).toBe(415)
    const tooLarge = JSON.stringify({ username: 'x'.repeat(64 * 1024), password: 'y' })
    expect((await login({ 'content-type': 'application/json', origin: app }, tooLarge)).status).toBe(413)
  })

  it('signs in from the app with a Secure __Host- session cookie, which the logout needs the client header for', async () => {
    const signedIn = await login({ 'content-type': 'application/json', origin: app })
    expect(signedIn.status).toBe(200)
    const [session = ''] = signedIn.headers.getSetCookie().filter((cookie) => cookie.startsWith('__Host-mk_session='))
    expect(session).toMatch(/; HttpOnly; SameSite=Lax; Secure$/)
    expect(session).toContain('Path=/')
    const cookie = session.split(';')[0] ?? ''
    // A plain link of another site: the browser sends the cookie (SameSite=Lax, top-level GET), not the header.
    expect((await fetch(`${base}/user/auth/logout`, { headers: { cookie } })).status).toBe(403)
    expect((await fetch(`${base}/user/login-state`, { headers: { ...appHeaders, cookie } })).status).toBe(200)
    const state = await (await fetch(`${base}/user/login-state`, { headers: { ...appHeaders, cookie } })).json()
    expect(state).toMatchObject({ state: 'LOGGED_IN' })
    expect((await fetch(`${base}/user/auth/logout`, { headers: { ...appHeaders, cookie } })).status).toBe(200)
  })
})
