import { beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt } from '../../fixtures/customers'
import { freezeMockClock, setMockNow } from './clock'
import { db } from '../db/db'
import type { Customer } from '../db/schemas'
import { seedScenario } from '@testing/seed-scenario'
import { checkToken, findRedeemableToken, issueToken, mailTokenLink, markTokenUsed, tokenLink } from './tokens'
import { paths } from '../../src/shared/config/paths'

const now = new Date('2026-11-20T10:00:00.000Z')
const tenMinutes = 10 * 60 * 1000
const mail = { kind: 'magic-link', subject: 'Betreff', body: 'Text' } as const

let anna: Customer

beforeEach(async () => {
  await seedScenario('anonymous')
  // Expiry is checked to the second: the clock stands still between issuing and checking.
  freezeMockClock(now)
  const customer = db.customers.findFirst((q) => q.where({ email: annaSchmidt.email }))
  if (!customer) throw new Error('the anonymous scenario seeds Anna Schmidt')
  anna = customer
})

const inMs = (ms: number) => new Date(now.getTime() + ms)
const recordOf = (token: string) => db.tokens.findFirst((q) => q.where({ token }))

describe('issuing', () => {
  it('stores an unused token of 32 hex characters for the customer, valid from now for the given time', async () => {
    const token = await issueToken({ type: 'magic-link', email: anna.email, customer: anna, validForMs: tenMinutes })
    expect(token).toMatch(/^[0-9a-f]{32}$/)
    const record = recordOf(token)
    expect(record).toMatchObject({ token, type: 'magic-link', email: anna.email, usedAt: null, payload: null })
    expect(record?.customer?.id).toBe(anna.id)
    // The mock clock keeps ticking in real time: allow the few milliseconds the test takes.
    expect(record?.createdAt).toBe(now.toISOString())
    expect(record?.expiresAt).toBe(inMs(tenMinutes).toISOString())
  })

  it('hands out a different token every time', async () => {
    const issue = () => issueToken({ type: 'magic-link', email: anna.email, customer: anna, validForMs: tenMinutes })
    const tokens = await Promise.all([issue(), issue(), issue()])
    expect(new Set(tokens).size).toBe(3)
  })

  it('issues a token without a customer, with a payload (social login)', async () => {
    const payload = JSON.stringify({ provider: 'GOOGLE', firstName: 'Jana', lastName: 'Sommer' })
    const token = await issueToken({ type: 'social-login', email: 'jana@example.de', validForMs: tenMinutes, payload })
    const record = recordOf(token)
    expect(record).toMatchObject({ type: 'social-login', email: 'jana@example.de', payload, usedAt: null })
    expect(record?.customer).toBeUndefined()
  })
})

describe('mailing a link', () => {
  it('mails the customer a link to the path with ?token= and the token stored for them', async () => {
    await mailTokenLink(anna, { type: 'magic-link', validForMs: tenMinutes, href: paths.magicLink.getHref, mail })
    const [sent, ...others] = db.outbox.all()
    expect(others).toEqual([])
    expect(sent).toMatchObject({ to: anna.email, kind: 'magic-link', subject: 'Betreff', body: 'Text' })
    expect(sent?.link).toMatch(/^\/magic-link\?token=[0-9a-f]{32}$/)
    const record = recordOf(sent?.link?.split('?token=')[1] ?? '')
    expect(record).toMatchObject({ type: 'magic-link', email: anna.email, usedAt: null })
    expect(record?.customer?.id).toBe(anna.id)
  })

  it('appends &token= when the path already has a query', async () => {
    await mailTokenLink(anna, {
      type: 'password-forgotten',
      validForMs: tenMinutes,
      href: (token) => tokenLink('/set-password?redirect=%2Forders', token),
      mail: { kind: 'password-reset', subject: 'Betreff', body: 'Text' },
    })
    const link = db.outbox.all()[0]?.link ?? ''
    expect(link).toMatch(/^\/set-password\?redirect=%2Forders&token=[0-9a-f]{32}$/)
    expect(recordOf(link.split('&token=')[1] ?? '')?.type).toBe('password-forgotten')
  })

  it('builds links the same way on its own', () => {
    expect(tokenLink('/magic-link', 'abc')).toBe('/magic-link?token=abc')
    expect(tokenLink('/set-password?a=1', 'abc')).toBe('/set-password?a=1&token=abc')
  })
})

describe('redeeming', () => {
  const issueMagicLinkToken = () =>
    issueToken({ type: 'magic-link', email: anna.email, customer: anna, validForMs: tenMinutes })

  it('finds a fresh token of an accepted type with its customer', async () => {
    const token = await issueMagicLinkToken()
    expect(checkToken(token, ['magic-link', 'account-activation'])).toMatchObject({
      status: 'redeemable',
      record: { token, type: 'magic-link' },
    })
    expect(findRedeemableToken(token, ['magic-link'])?.customer?.id).toBe(anna.id)
  })

  it('refuses a token of another type like an unknown one', async () => {
    const token = await issueMagicLinkToken()
    expect(checkToken(token, ['password-forgotten', 'account-activation'])).toEqual({ status: 'unknown' })
    expect(checkToken('0'.repeat(32), ['magic-link'])).toEqual({ status: 'unknown' })
    expect(checkToken('', ['magic-link'])).toEqual({ status: 'unknown' })
    expect(findRedeemableToken(token, ['social-login'])).toBeUndefined()
  })

  it('accepts a token until it expires, not after', async () => {
    const token = await issueMagicLinkToken()
    setMockNow(inMs(tenMinutes - 1_000))
    expect(checkToken(token, ['magic-link']).status).toBe('redeemable')
    setMockNow(inMs(tenMinutes + 1_000))
    expect(checkToken(token, ['magic-link'])).toEqual({ status: 'spent' })
    expect(findRedeemableToken(token, ['magic-link'])).toBeUndefined()
  })

  it('works once: a used token is spent, and stays spent', async () => {
    const token = await issueMagicLinkToken()
    const other = await issueMagicLinkToken()
    setMockNow(inMs(60_000))
    await markTokenUsed(token)
    expect(checkToken(token, ['magic-link'])).toEqual({ status: 'spent' })
    expect(findRedeemableToken(token, ['magic-link'])).toBeUndefined()
    expect(recordOf(token)?.usedAt).toBe(inMs(60_000).toISOString())
    // Only that token is used up.
    expect(checkToken(other, ['magic-link']).status).toBe('redeemable')
  })

  it('records the given time of use when the caller passes one', async () => {
    const token = await issueMagicLinkToken()
    await markTokenUsed(token, '2026-11-20T10:05:00.000Z')
    expect(recordOf(token)?.usedAt).toBe('2026-11-20T10:05:00.000Z')
  })
})
