import { describe, expect, it } from 'vitest'
import { annaSchmidt } from '../../fixtures/customers'
import { db } from '../db/db'
import { unguessableId, unguessableIdPattern } from '../runtime/unguessable-ids'
import { seedScenario } from '@testing/seed-scenario'
import { absoluteMockServiceUrls } from '@testing/render-app'

/** The values of a mail link that say whom or what it acts on. */
const linkValueNames = ['subscriptionId', 'reminderId', 'token', 'market-research-doi-token', 'customer_id']

function linkValues(link: string): string[] {
  const { searchParams } = new URL(link, 'http://localhost')
  return linkValueNames.flatMap((name) => searchParams.getAll(name))
}

/** 128 random bits: 22 base64url characters after the prefix, or a token of 32 hex digits. */
const unguessable = /^(?:[a-z-]+-[A-Za-z0-9_-]{22}|[0-9a-f]{32})$/

async function call(service: 'customer' | 'newsletter', method: string, path: string, body?: unknown) {
  const response = await fetch(`${absoluteMockServiceUrls()[service]}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-recaptcha-token': 'token' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, text: await response.text() }
}

describe('the ids and tokens of mailed links cannot be counted to', () => {
  it('every link of the mail-links outbox names its subject by 128 random bits', async () => {
    await seedScenario('mail-links')
    const values = db.outbox.all().flatMap((mail) => (mail.link ? linkValues(mail.link) : []))
    expect(values.length).toBeGreaterThanOrEqual(8)
    for (const value of values) expect(value).toMatch(unguessable)
  })

  it('seeds the same links on every run, so stories and tests can open them', async () => {
    await seedScenario('mail-links')
    const first = db.outbox.all().map((mail) => mail.link)
    await seedScenario('mail-links')
    expect(db.outbox.all().map((mail) => mail.link)).toEqual(first)
  })

  it('a counted subscription id is 404 and tells nobody’s address; the subscription stays as it was', async () => {
    await seedScenario('mail-links')
    for (const id of ['subscription-0001', 'subscription-0002']) {
      const reduce = await call('newsletter', 'PUT', `/subscription/${id}`, { frequency: 'WEEKLY' })
      expect(reduce).toEqual({ status: 404, text: JSON.stringify({ code: 'subscription_not_found' }) })
      expect((await call('newsletter', 'DELETE', `/subscription/${id}`)).status).toBe(404)
    }
    expect(db.newsletterSubscriptions.all()).toMatchObject([{ email: annaSchmidt.email, status: 'active' }])
  })

  it('a counted stock-reminder id is 404 and ends no reminder', async () => {
    await seedScenario('mail-links')
    for (const id of ['stock-reminder-0001', 'stock-reminder-0002'])
      expect(await call('newsletter', 'DELETE', `/stock-reminder/${id}`)).toEqual({
        status: 404,
        text: JSON.stringify({ code: 'stock_reminder_not_found' }),
      })
    expect(db.stockReminders.all().map((reminder) => reminder.status)).toEqual(['pending', 'active'])
  })

  it('an upsell link with a counted customer id unsubscribes nobody, even with the right address and order', async () => {
    await seedScenario('mail-links')
    const upsell = db.outbox.findFirst((q) => q.where({ kind: 'upsell' }))?.link ?? ''
    const orderNumber = new URL(upsell, 'http://localhost').searchParams.get('external_order_id') ?? ''
    const query = new URLSearchParams({
      customer_id: 'customer-0001',
      email: annaSchmidt.email,
      external_order_id: orderNumber,
    })
    expect(await call('customer', 'POST', `/user/unsubscribe/upsell?${query.toString()}`)).toEqual({
      status: 404,
      text: JSON.stringify({ code: 'customer_not_found' }),
    })
    expect(db.upsellUnsubscriptions.all()).toHaveLength(0)
  })

  it('ids and tokens made at run time are random too: a new account’s id and its mailed token', async () => {
    await seedScenario('anonymous')
    const created = await call('customer', 'POST', '/user/light-account', {
      email: 'lea.neumann@example.de',
      first_name: 'Lea',
      last_name: 'Neumann',
      source: 'accountLightAccount',
    })
    expect(created.status).toBeLessThan(300)
    const lea = db.customers.findFirst((q) => q.where({ email: 'lea.neumann@example.de' }))
    expect(lea?.id).toMatch(unguessableIdPattern('customer'))
    const mailed = db.outbox.all().flatMap((mail) => (mail.link ? linkValues(mail.link) : []))
    expect(mailed).not.toHaveLength(0)
    for (const value of mailed) expect(value).toMatch(unguessable)
    expect(unguessableId('customer')).not.toBe(unguessableId('customer'))
  })
})
