import { beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt, claraNeu } from '../../../fixtures/customers'
import { moveMockClock } from '../../runtime/clock'
import { seedScenario } from '@testing/seed-scenario'
import { mockBrowser } from '@testing/mock-browser'

const annaPassword = annaSchmidt.password as string

beforeEach(() => seedScenario('anonymous'))

describe('throttling per account and per client over 15 minutes on the mock clock (ASVS 6.3.1)', () => {
  it('answers the 11th login of an account within the window 429 with Retry-After, even with the right password', async () => {
    const browser = mockBrowser()
    for (let attempt = 1; attempt <= 10; attempt += 1)
      expect(
        (await browser.call('POST', '/user/login', { username: annaSchmidt.email, password: 'falsch' })).status,
      ).toBe(401)
    const refused = await browser.call('POST', '/user/login', { username: annaSchmidt.email, password: annaPassword })
    expect(refused).toMatchObject({ status: 429, body: { code: 'too_many_attempts', retryAfterSeconds: 900 } })
    expect(refused.headers.get('retry-after')).toBe('900')
    // Another account from the same client is not held up by Anna's.
    expect((await browser.call('POST', '/user/login', { username: claraNeu.email, password: 'falsch' })).status).toBe(
      401,
    )
    // Once the window is over, the right password signs in.
    moveMockClock('+10min')
    expect(
      (await browser.call('POST', '/user/login', { username: annaSchmidt.email, password: annaPassword })).headers.get(
        'retry-after',
      ),
    ).toBe('300')
    moveMockClock('+10min')
    expect(
      (await browser.call('POST', '/user/login', { username: annaSchmidt.email, password: annaPassword })).status,
    ).toBe(200)
  })

  it('counts every username check, and every mail asked for (reset and magic link together)', async () => {
    const browser = mockBrowser()
    const check = () => browser.call('GET', `/user/account/check?username=${encodeURIComponent(annaSchmidt.email)}`)
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await check()).status).toBe(200)
    expect((await check()).status).toBe(429)
    const send = () => browser.call('POST', '/user/reset-password', { username: claraNeu.email })
    for (let attempt = 1; attempt <= 10; attempt += 1) expect((await send()).status).toBe(200)
    expect((await send()).status).toBe(429)
    // The mails to one account share their count: a reset or a sign-in link, ten in the window.
    const magic = () =>
      browser.call('POST', '/user/magic-link/login', { username: claraNeu.email, source: 'MY_ACCOUNT' })
    expect((await magic()).status).toBe(429)
    const annasLink = () =>
      browser.call('POST', '/user/magic-link/login', { username: annaSchmidt.email, source: 'MY_ACCOUNT' })
    expect((await annasLink()).status).toBe(200)
  })

  it('holds up a client that tries 50 accounts, whichever it tries next', async () => {
    const browser = mockBrowser()
    for (let attempt = 1; attempt <= 50; attempt += 1)
      await browser.call('POST', '/user/login', { username: `probe-${attempt}@example.de`, password: 'x' })
    expect(
      (await browser.call('POST', '/user/login', { username: annaSchmidt.email, password: annaPassword })).status,
    ).toBe(429)
  })
})
