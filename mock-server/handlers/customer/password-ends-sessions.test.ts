import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt } from '../../../fixtures/customers'
import { db } from '../../db/db'
import { setSessionTransport } from '../../runtime/session'
import { seedScenario } from '@testing/seed-scenario'
import { mockBrowser } from '@testing/mock-browser'

const signIn = (browser: ReturnType<typeof mockBrowser>, password = annaSchmidt.password) =>
  browser.call('POST', '/user/login', { username: annaSchmidt.email, password })

/** The token of the newest mailed link (the outbox keeps the links the mock sent). */
const tokenOfLatestMail = () =>
  new URL(db.outbox.all().at(-1)?.link ?? '', 'http://localhost').searchParams.get('token')

beforeEach(async () => {
  await seedScenario('anonymous')
  setSessionTransport('cookie')
})
afterEach(() => setSessionTransport('tab'))

describe('a new password ends sessions (ASVS 7.4.3)', () => {
  it('a change ends every other session of the customer and keeps the one that changed it', async () => {
    const [laptop, phone] = [mockBrowser(), mockBrowser()]
    expect((await signIn(laptop)).status).toBe(200)
    expect((await signIn(phone)).status).toBe(200)
    expect((await phone.call('GET', '/user/personal-details')).status).toBe(200)

    const change = { current_password: annaSchmidt.password, new_password: 'Herbstlaub-2026' }
    expect((await laptop.call('POST', '/user/change-password', change)).status).toBe(200)

    expect((await phone.call('GET', '/user/personal-details')).status).toBe(401)
    expect((await phone.call('GET', '/user/login-state')).body).toEqual({ state: 'LOGGED_OUT' })
    expect((await laptop.call('GET', '/user/personal-details')).status).toBe(200)
  })

  it('a reset ends every session and uses up every open reset and sign-in link of the customer', async () => {
    const [laptop, phone, stranger] = [mockBrowser(), mockBrowser(), mockBrowser()]
    expect((await signIn(laptop)).status).toBe(200)
    expect((await signIn(phone)).status).toBe(200)
    // Two reset links and a sign-in link are out; the customer uses the first reset link.
    await stranger.call('POST', '/user/reset-password', { username: annaSchmidt.email })
    const firstReset = tokenOfLatestMail()
    await stranger.call('POST', '/user/reset-password', { username: annaSchmidt.email })
    const secondReset = tokenOfLatestMail()
    await stranger.call('POST', '/user/magic-link/login', { username: annaSchmidt.email, source: 'MY_ACCOUNT' })
    const signInLink = tokenOfLatestMail()

    const reset = await stranger.call('POST', '/user/set-password', { token: firstReset, password: 'Herbstlaub-2026' })
    expect(reset.status).toBe(200)

    for (const browser of [laptop, phone])
      expect((await browser.call('GET', '/user/personal-details')).status).toBe(401)
    expect(db.sessions.all()).toHaveLength(0)
    expect(
      (await stranger.call('POST', '/user/set-password', { token: secondReset, password: 'Noch-eins-2026' })).status,
    ).toBe(410)
    expect((await stranger.call('POST', '/user/magic-link/verify', { token: signInLink })).status).toBe(410)
    // The new password signs in.
    expect((await signIn(mockBrowser(), 'Herbstlaub-2026')).status).toBe(200)
  })
})
