import { beforeEach, describe, expect, it } from 'vitest'
import { annaSchmidt, claraNeu } from '../../../fixtures/customers'
import { db } from '../../db/db'
import { mockNowIso } from '../../runtime/clock'
import { seedScenario } from '@testing/seed-scenario'
import { mockBrowser } from '@testing/mock-browser'

const customerWithEmail = (email: string) => db.customers.findFirst((q) => q.where({ email }))

/** A newsletter subscription, a stock reminder, a basket item and a withdrawal of this customer. */
async function giveRecords(email: string, suffix: string) {
  const customer = customerWithEmail(email)
  if (!customer) throw new Error(`no customer ${email}`)
  const now = mockNowIso()
  await db.newsletterSubscriptions.create({ id: `sub-${suffix}`, email, frequency: 'WEEKLY', status: 'active' })
  await db.stockReminders.create({
    ...{ id: `reminder-${suffix}`, email, baseProductNo: '418083', sku: '418083501', status: 'active' },
    ...{ createdAt: now, confirmedAt: now, unsubscribedAt: null },
  })
  await db.basketItems.create({
    ...{ id: `basket-${suffix}`, sessionId: `shop-${suffix}`, baseProductNo: '418083', sku: '418083501' },
    ...{ quantity: 1, addedAt: now, customer },
  })
  await db.withdrawals.create({
    ...{ id: `withdrawal-${suffix}`, orderId: `order-${suffix}`, orderNumber: '100', name: 'N', email },
    ...{ scope: 'order', skus: [], itemsDescription: null, declaredAt: now, customer },
  })
}

const recordsOf = (email: string, suffix: string) => ({
  subscriptions: db.newsletterSubscriptions.findMany((q) => q.where({ email })).length,
  reminders: db.stockReminders.findMany((q) => q.where({ email })).length,
  basket: db.basketItems.findMany((q) => q.where({ id: `basket-${suffix}` })).length,
  withdrawals: db.withdrawals.findMany((q) => q.where({ id: `withdrawal-${suffix}` })).length,
})

beforeEach(() => seedScenario('account-settings'))

describe('what deleting or changing an account leaves behind', () => {
  it('deleting the account removes its subscriptions, stock reminders, basket and withdrawals', async () => {
    await giveRecords(annaSchmidt.email, 'anna')
    await giveRecords(claraNeu.email, 'clara')
    const anna = mockBrowser()
    const deleted = await anna.call('POST', '/user/delete-account', { password: annaSchmidt.password })
    expect(deleted.status).toBe(200)
    expect(recordsOf(annaSchmidt.email, 'anna')).toEqual({ subscriptions: 0, reminders: 0, basket: 0, withdrawals: 0 })
    // Clara's stay.
    expect(recordsOf(claraNeu.email, 'clara')).toMatchObject({ reminders: 1, basket: 1, withdrawals: 1 })
    expect(recordsOf(claraNeu.email, 'clara').subscriptions).toBeGreaterThan(0)
  })

  it('a confirmed email change sends a notice to the old address', async () => {
    const anna = mockBrowser()
    const change = { new_email: 'anna.neu@example.de', password: annaSchmidt.password, newsletter_opt_in: false }
    expect((await anna.call('POST', '/user/change-email', change)).status).toBe(200)
    const link = db.outbox.findFirst((q) => q.where({ to: 'anna.neu@example.de' }))?.link ?? ''
    const token = new URL(link, 'http://localhost').searchParams.get('token')
    expect((await anna.call('POST', '/user/change-email/doi/verify', { token })).status).toBe(200)
    const notices = db.outbox.findMany((q) => q.where({ to: annaSchmidt.email }))
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'email-change-notice',
        subject: 'Ihre E-Mail-Adresse für Mein Konto wurde geändert',
        body: expect.stringContaining('anna.neu@example.de'),
        link: null,
      }),
    ])
  })
})
