import { beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt, claraNeu } from '../../../fixtures/customers'
import { db } from '../../db/db'
import { providerCode } from '../../runtime/provider-codes'
import { seedScenario } from '@testing/seed-scenario'
import { mockBrowser } from '@testing/mock-browser'

const redirectUrl = 'http://localhost:5173/login'
const anna = { email: annaSchmidt.email, firstName: 'Anna', lastName: 'Schmidt' }
const lea = { email: 'lea.neumann@gmail.example', firstName: 'Lea', lastName: 'Neumann' }

const base64Url = (text: string) => Buffer.from(text).toString('base64url')

const socialLogin = (body: Record<string, unknown>) =>
  mockBrowser().call('POST', '/user/social-login', { provider: 'GOOGLE', redirect_url: redirectUrl, ...body })

beforeEach(() => seedScenario('anonymous'))

describe('social login codes cannot be forged or replayed (ASVS 10.4, 6.4)', () => {
  it('signs in with a code the mock provider signed, once', async () => {
    const code = providerCode({ provider: 'GOOGLE', person: anna, redirectUri: redirectUrl })
    expect((await socialLogin({ code })).status).toBe(200)
    expect(await socialLogin({ code })).toMatchObject({ status: 401, body: { code: 'invalid_code' } })
  })

  it('refuses a made-up code for a Google-linked customer with 401', async () => {
    // What anyone could write: the person's details, unsigned (the mock's earlier format).
    const madeUp = `mock-google.${base64Url(JSON.stringify({ ...anna, nonce: 'abc' }))}`
    expect(await socialLogin({ code: madeUp })).toMatchObject({ status: 401, body: { code: 'invalid_code' } })
    const signed = providerCode({ provider: 'GOOGLE', person: lea, redirectUri: redirectUrl })
    const [prefix, , signature] = signed.split('.')
    const swapped = `${prefix}.${base64Url(JSON.stringify({ provider: 'GOOGLE', ...anna, redirectUri: redirectUrl }))}.${signature}`
    expect((await socialLogin({ code: swapped })).status).toBe(401)
    expect(db.sessions.all()).toHaveLength(0)
  })

  it('refuses a code issued for another redirect URL or another provider', async () => {
    const elsewhere = providerCode({ provider: 'GOOGLE', person: anna, redirectUri: 'https://evil.example/login' })
    expect((await socialLogin({ code: elsewhere })).status).toBe(401)
    const google = providerCode({ provider: 'GOOGLE', person: anna, redirectUri: redirectUrl })
    expect((await socialLogin({ code: google, provider: 'FACEBOOK' })).status).toBe(401)
  })

  it('express-account takes only the email the social token was issued for', async () => {
    const code = providerCode({ provider: 'GOOGLE', person: lea, redirectUri: redirectUrl })
    const notFound = await socialLogin({ code })
    expect(notFound.status).toBe(404)
    const token = (notFound.body?.userInfo as { socialLoginToken: string }).socialLoginToken
    const registration = {
      ...{ salutation: 'MS', first_name: 'Lea', last_name: 'Neumann', street: 'Lindenweg', street_number: '7' },
      ...{ zip_code: '80331', city: 'München', country_code: 'DE', date_of_birth: '1991-05-03', password: null },
      ...{
        newsletter_consent: false,
        source: 'createAccount',
        is_social_registration: true,
        social_login_token: token,
      },
    }
    const other = await mockBrowser().call('POST', '/user/express-account', { ...registration, email: claraNeu.email })
    expect(other).toMatchObject({
      status: 400,
      body: { code: 'login.createAccount.invalidEmailError', field: 'email' },
    })
    expect(
      (await mockBrowser().call('POST', '/user/express-account', { ...registration, email: lea.email })).status,
    ).toBe(201)
  })
})
