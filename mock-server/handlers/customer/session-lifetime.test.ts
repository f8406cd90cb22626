import { afterEach, describe, expect, it } from 'vitest'
import { annaSchmidt } from '../../../fixtures/customers'
import { db } from '../../db/db'
import { freezeMockClock, moveMockClock, mockNow } from '../../runtime/clock'
import { sessionCookieName, sessionEndedResponse, setSessionTransport } from '../../runtime/session'
import { mockBrowser } from '@testing/mock-browser'
import { seedScenario } from '@testing/seed-scenario'
import { absoluteMockServiceUrls } from '@testing/render-app'

async function call(method: string, path: string, body?: unknown) {
  const response = await fetch(`${absoluteMockServiceUrls().customer}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-recaptcha-token': 'token', 'x-locale': 'de' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : null }
}

const loginState = () => call('GET', '/user/login-state')

function moveClock(request: string) {
  if (!moveMockClock(request)) throw new Error(`clock ${request}`)
}

afterEach(() => setSessionTransport('tab'))

describe('sessions end on the mock clock (spec section 9)', () => {
  it(
    'without "Angemeldet bleiben" after 10 days: 401, once, then signed out',
    { tags: ['spec:9.session.otherwise-10-days'] },
    async () => {
      // Anna signed in as the scenario starts, without "Angemeldet bleiben".
      await seedScenario('default')
      moveClock('+9d')
      expect(await loginState()).toMatchObject({ status: 200, body: { state: 'LOGGED_IN' } })
      moveClock('+2d')
      expect(await loginState()).toEqual({ status: 401, body: { code: 'SESSION_EXPIRED', reason: 'expired' } })
      expect(db.sessions.all()).toHaveLength(0)
      expect(document.cookie).not.toContain('customer_number=12345678')
      expect(await loginState()).toEqual({ status: 200, body: { state: 'LOGGED_OUT' } })
      expect((await call('GET', '/user/personal-details')).status).toBe(401)
    },
  )

  it('ends a session that is over on whichever call comes first', async () => {
    await seedScenario('default')
    moveClock('+264h')
    expect(await call('GET', '/user/personal-details')).toMatchObject({
      status: 401,
      body: { code: 'SESSION_EXPIRED' },
    })
    expect(db.sessions.all()).toHaveLength(0)
  })

  it(
    'with "Angemeldet bleiben" 60 days from the sign-in, visits or not; each call is a visit',
    { tags: ['spec:9.session.stay-logged-in-60-days'] },
    async () => {
      await seedScenario('anonymous')
      freezeMockClock()
      const signIn = { username: annaSchmidt.email, password: annaSchmidt.password, stay_logged_in: true }
      expect((await call('POST', '/user/login', signIn)).status).toBe(200)
      moveClock('+59d')
      expect(await loginState()).toMatchObject({ status: 200, body: { state: 'LOGGED_IN' } })
      expect(db.sessions.all()[0]?.lastSeenAt).toBe(mockNow().toISOString())
      // 61 days after the sign-in, 2 after the last visit.
      moveClock('+2d')
      expect(await call('GET', '/user/auth/stay-logged-in')).toEqual({
        status: 401,
        body: { code: 'SESSION_EXPIRED', reason: 'expired' },
      })
    },
  )

  it('switching "Angemeldet bleiben" on in a running session does not lengthen it (no password asked)', async () => {
    // Anna signed in as the scenario starts, without "Angemeldet bleiben".
    await seedScenario('default')
    expect(await call('PATCH', '/user/auth/stay-logged-in', { stay_logged_in: true })).toEqual({
      status: 200,
      body: { stayLoggedIn: true },
    })
    expect((await call('GET', '/user/auth/stay-logged-in')).body).toEqual({ stayLoggedIn: true })
    moveClock('+11d')
    expect(await loginState()).toEqual({ status: 401, body: { code: 'SESSION_EXPIRED', reason: 'expired' } })
  })

  it('a new sign-in replaces the session the browser had (the standalone server’s cookie)', async () => {
    await seedScenario('anonymous')
    setSessionTransport('cookie')
    const browser = mockBrowser()
    const signIn = { username: annaSchmidt.email, password: annaSchmidt.password }
    expect((await browser.call('POST', '/user/login', signIn)).status).toBe(200)
    const first = browser.cookies.get(sessionCookieName)
    expect((await browser.call('POST', '/user/login', signIn)).status).toBe(200)
    expect(browser.cookies.get(sessionCookieName)).not.toBe(first)
    expect(db.sessions.all()).toHaveLength(1)
    // The first session's cookie, kept by someone: it names no session anymore.
    const copied = mockBrowser()
    copied.cookies.set(sessionCookieName, first ?? '')
    expect((await copied.call('GET', '/user/personal-details')).status).toBe(401)
  })

  it(
    'ends even "Angemeldet bleiben" after 60 or more days without a visit',
    { tags: ['spec:9.session.logout-after-60-days-inactivity'] },
    async () => {
      await seedScenario('anonymous')
      const signIn = { username: annaSchmidt.email, password: annaSchmidt.password, stay_logged_in: true }
      expect((await call('POST', '/user/login', signIn)).status).toBe(200)
      moveClock('+61d')
      expect(await loginState()).toEqual({ status: 401, body: { code: 'SESSION_EXPIRED', reason: 'inactive' } })
      expect(await loginState()).toEqual({ status: 200, body: { state: 'LOGGED_OUT' } })
    },
  )

  it('the standalone server’s answer clears the session cookies', async () => {
    await seedScenario('default')
    setSessionTransport('cookie')
    const session = db.sessions.all()[0]
    if (!session) throw new Error('default starts signed in')
    const response = sessionEndedResponse(session, 'expired')
    expect(response.status).toBe(401)
    expect(response.headers.getSetCookie()).toEqual([
      'mk_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax',
      'customer_number=; Path=/; Max-Age=0; SameSite=Lax',
    ])
    expect(db.sessions.all()).toHaveLength(0)
  })
})
