import { beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt } from '../../fixtures/customers'
import { db } from '../db/db'
import { hashPassword, verifyPassword } from '../runtime/passwords'
import { seedScenario } from '@testing/seed-scenario'
import { absoluteMockServiceUrls } from '@testing/render-app'

const customerService = () => absoluteMockServiceUrls().customer

beforeEach(async () => {
  await seedScenario('anonymous')
})

async function resetPassword(redirectUri: unknown) {
  return fetch(`${customerService()}/user/reset-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: annaSchmidt.email, reason: 'password-forgotten', redirect_uri: redirectUri }),
  })
}

describe('the mock services refuse what the real ones would', () => {
  it.each(['/\\evil.example/', '//evil.example/', '/.//evil.example/', 'https://evil.example/', 'javascript:alert(1)'])(
    'refuses the reset-password redirect %s, so no mailed link leaves the site with its token',
    async (redirectUri) => {
      const response = await resetPassword(redirectUri)
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'INVALID_REDIRECT_URI' })
      expect(db.outbox.all()).toHaveLength(0)
    },
  )

  it('mails a link on the site for an app path', async () => {
    expect((await resetPassword('/set-password?type=social')).status).toBe(200)
    expect(db.outbox.all()[0]?.link).toMatch(/^\/set-password\?type=social&token=[0-9a-f]+$/)
  })
})

describe('stored passwords', () => {
  it('are hashed with a salt, and only the right password verifies', async () => {
    const anna = db.customers.findFirst((q) => q.where({ email: annaSchmidt.email }))
    expect(anna?.passwordHash).toMatch(/^pbkdf2-sha256\$\d+\$[^$]+\$[0-9a-f]{64}$/)
    expect(JSON.stringify(db.customers.all())).not.toContain(annaSchmidt.password as string)
    expect(await verifyPassword(annaSchmidt.password as string, anna?.passwordHash)).toBe(true)
    expect(await verifyPassword('Sommer2025!', anna?.passwordHash)).toBe(false)
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'))
  })
})

describe('sessions', () => {
  it('get an id nobody can guess from the one before', async () => {
    const login = () =>
      fetch(`${customerService()}/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-recaptcha-token': 'token' },
        body: JSON.stringify({ username: annaSchmidt.email, password: annaSchmidt.password }),
      })
    expect((await login()).status).toBe(200)
    const first = db.sessions.all()[0]?.id
    expect((await login()).status).toBe(200)
    const second = db.sessions.all()[0]?.id
    for (const id of [first, second])
      expect(id).toMatch(/^session-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(second).not.toBe(first)
  })
})

describe('malformed requests', () => {
  it.each(['/api/order-history/orders/%E0%A4%A', '/api/customer/user/login-state/%', '/api/payment/invoices/%zz'])(
    'a malformed escape in %s gets 400 with a code, not a 500 with a stack',
    async (path) => {
      const response = await fetch(new URL(path, customerService()))
      expect(response.status).toBe(400)
      expect(await response.json()).toEqual({ code: 'MALFORMED_PATH' })
    },
  )

  it('a body that is not JSON gets 400 with a code', async () => {
    const response = await fetch(`${customerService()}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-recaptcha-token': 'token' },
      body: '{"username": ',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ code: 'MALFORMED_JSON' })
  })

  it('a well-formed escape still reaches its handler', async () => {
    const response = await fetch(`${absoluteMockServiceUrls().orderHistory}/orders/gibt%20es%20nicht`)
    expect(response.status).not.toBe(400)
  })
})
