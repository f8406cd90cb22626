import { afterEach, describe, expect, it } from 'vitest'
import { seedScenario } from '@testing/seed-scenario'
import { db, snapshotDb, type DbSnapshot } from '../db/db'
import { freezeMockClock, mockNow, setMockNow, unfreezeMockClock } from '../runtime/clock'
import { clearFaults, injectFault, mockControls } from '../runtime/faults'
import { nextId } from '../runtime/ids'
import { issueToken, tokenLink } from '../runtime/tokens'
import { sendMail } from '../runtime/outbox'
import { hashPassword, verifyPassword } from '../runtime/passwords'
import { formatFlagOverrides } from '../../flags/definitions'
import { paths } from '../../src/shared/config/paths'
import { harnessLink } from './harness-state'
import { signInAs } from './sign-in-as'
import { seedFingerprint, trackChangesSinceSeeding } from './tab-changes'
import {
  applyTabState,
  currentTabState,
  decodeTabState,
  encodeTabState,
  linkLengthKept,
  UnreadableTabState,
  type TabState,
} from './tab-link'

const anna = () => db.customers.findFirst((q) => q.where({ customerNumber: '12345678' }))!

/** The db as records, the sessions left out (a link signs the customer in afresh, under a new id). */
const records = (): Omit<DbSnapshot, 'sessions'> => {
  const { sessions: _sessions, ...rest } = snapshotDb()
  return rest
}

let stopTracking = () => {}
afterEach(() => {
  stopTracking()
  clearFaults()
  unfreezeMockClock()
})

/** Seeds default and keeps what the tab changes from now on. */
async function freshTab(scenario = 'default') {
  stopTracking()
  await seedScenario(scenario)
  const tracker = trackChangesSinceSeeding()
  stopTracking = tracker.stop
  return tracker
}

/** Changes a QA tester makes by clicking: an address added, an order cancelled, an item removed, a mail sent. */
async function clickAround() {
  const customer = anna()
  // A second address, as the address book adds one: the first with another street.
  const { id: _id, customer: _owner, ...first } = db.deliveryAddresses.all()[0]!
  await db.deliveryAddresses.create({
    ...first,
    id: nextId('address'),
    street: 'Neue Straße',
    isDefault: false,
    customer,
  })
  const order = db.orders.all()[0]!
  await db.orders.update((q) => q.where({ id: order.id }), {
    data(record) {
      record.status = 'cancelled'
      record.cancelledAt = mockNow().toISOString()
    },
  })
  const item = db.wishlistItems.all()[0]!
  await db.wishlistItems.update((q) => q.where({ id: item.id }), {
    data(record) {
      record.state = 'deleted'
    },
  })
  db.bankAccounts.delete((q) => q.where({ customer: { id: customer.id } }))
  const token = await issueToken({ type: 'magic-link', email: customer.email, customer, validForMs: 600_000 })
  await sendMail({
    to: customer.email,
    kind: 'magic-link',
    subject: 'Ihr Anmeldelink',
    body: `Melden Sie sich an: ${tokenLink('/magic-link', token)}`,
    link: tokenLink('/magic-link', token),
  })
  return { order, item, token }
}

/** The link's state, as a new tab reads it from the fragment. */
async function throughLink(state: TabState): Promise<TabState> {
  return decodeTabState(await encodeTabState(state))
}

describe('a link that restores the tab', () => {
  it('carries what changed since seeding, and a fresh seeding with it holds the same records', async () => {
    const tracker = await freshTab()
    const { order, token } = await clickAround()
    injectFault({ service: 'payment', kind: 'http-500', remaining: 'always' })
    // The link carries the mock clock to the millisecond: frozen, it is where the test set it.
    freezeMockClock()
    setMockNow('2026-11-21T09:30:00.000Z')
    const held = records()
    const link = await throughLink(
      currentTabState({ seeded: tracker.seededRecords(), clockMoved: true, trackingConsent: false }),
    )

    const opened = await freshTab()
    const fingerprint = seedFingerprint()
    clearFaults()
    const outcome = await applyTabState(link, fingerprint)

    expect(outcome).toEqual({ seedDiffers: false, misfits: [], missingCustomer: undefined, changes: 6 })
    const restored = records()
    // The token mailed in the tab stays there: the new tab's mail links to a fresh token of its own.
    const newTokens = restored.tokens.map((record) => String(record.token)).filter((value) => value !== token)
    const newToken = newTokens.find((value) => !held.tokens.some((kept) => kept.token === value)) ?? ''
    expect(newToken).toMatch(/^[0-9a-f]{32}$/)
    expect(JSON.stringify(link)).not.toContain(token)
    expect(JSON.stringify(restored).replaceAll(newToken, token)).toBe(JSON.stringify(held))
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.status).toBe('cancelled')
    expect(db.sessions.all()[0]?.customer?.customerNumber).toBe('12345678')
    expect(mockControls.faults).toEqual([{ service: 'payment', kind: 'http-500', remaining: 'always' }])
    expect(mockNow().toISOString()).toBe('2026-11-21T09:30:00.000Z')
    // A link taken from the restored tab carries the same changes on.
    expect(currentTabState({ seeded: opened.seededRecords(), clockMoved: true, trackingConsent: false }).db).toBe(
      link.db,
    )
  })

  it('leaves out a record changed and changed back, and keeps the seeding its fingerprint', async () => {
    const tracker = await freshTab()
    const fingerprint = seedFingerprint()
    const address = db.deliveryAddresses.all()[0]!
    for (const city of ['Köln', address.city])
      await db.deliveryAddresses.update((q) => q.where({ id: address.id }), {
        data(record) {
          record.city = city
        },
      })
    await clickAround()
    const state = currentTabState({ seeded: tracker.seededRecords(), clockMoved: false, trackingConsent: false })
    expect(JSON.parse(state.db).deliveryAddresses.changed).toBeUndefined()
    expect(state.seed).toBe(fingerprint)
  })

  it('carries no password: a password set in the tab is the stand-in where the link lands', async () => {
    const tracker = await freshTab()
    await db.customers.update((q) => q.where({ id: anna().id }), {
      data: async (record) => {
        record.passwordHash = await hashPassword('Geheim-nur-im-Tab-1')
      },
    })
    const state = currentTabState({ seeded: tracker.seededRecords(), clockMoved: false, trackingConsent: false })
    expect(state.db).not.toContain('pbkdf2')
    expect(JSON.parse(state.db).customers.changed[anna().id].fields).toEqual({ password: 'Ersatz2026!' })

    await freshTab()
    await applyTabState(await throughLink(state), seedFingerprint())
    expect(await verifyPassword('Ersatz2026!', anna().passwordHash)).toBe(true)
  })

  it('says what no longer fits where the scenario seeds other data, and applies the rest', async () => {
    const tracker = await freshTab()
    const { order } = await clickAround()
    await signInAs('12345678')
    const state = currentTabState({ seeded: tracker.seededRecords(), clockMoved: false, trackingConsent: false })

    // The scenario's seed changed meanwhile: the order seeds otherwise, Anna is not in it.
    await freshTab()
    await db.orders.update((q) => q.where({ id: order.id }), {
      data(record) {
        record.total = 1
      },
    })
    await db.customers.update((q) => q.where({ id: anna().id }), {
      data(record) {
        record.customerNumber = '99999999'
      },
    })
    const outcome = await applyTabState(state, seedFingerprint())
    expect(outcome.seedDiffers).toBe(true)
    expect(outcome.misfits).toEqual([{ collection: 'orders', key: order.id, reason: 'differs' }])
    expect(outcome.missingCustomer).toBe('12345678')
    expect(db.orders.findFirst((q) => q.where({ id: order.id }))?.status).not.toBe('cancelled')
    expect(db.deliveryAddresses.all().some((address) => address.street === 'Neue Straße')).toBe(true)
    expect(db.sessions.all()).toEqual([])
  })

  it('stays short enough for a mail or a ticket after ten typical changes in default', async () => {
    const tracker = await freshTab()
    // Five from clicking around (an address, a cancellation, a wishlist item, the bank account, a mailed link)…
    await clickAround()
    // …and five more: an address edited, another item removed, the phone number, a creator unfollowed, a fault.
    const address = db.deliveryAddresses.all()[0]!
    await db.deliveryAddresses.update((q) => q.where({ id: address.id }), {
      data(record) {
        record.street = 'Lindenallee'
      },
    })
    const item = db.wishlistItems.all()[1]!
    await db.wishlistItems.update((q) => q.where({ id: item.id }), {
      data(record) {
        record.state = 'deleted'
      },
    })
    await db.customers.update((q) => q.where({ id: anna().id }), {
      data(record) {
        record.phoneNumber = '+49 30 1234567'
      },
    })
    db.followedStreamers.delete((q) => q.where({ customer: { id: anna().id } }))
    injectFault({ service: 'customer', endpoint: 'GET /user/banking-details', kind: 'http-500', remaining: 'always' })
    const state = currentTabState({ seeded: tracker.seededRecords(), clockMoved: true, trackingConsent: false })
    const link = harnessLink(
      'http://localhost:5173',
      paths.myAddresses.getHref(),
      { scenarioId: 'default', env: 'local-dev', locale: 'de', flagOverrides: { orderCancellation: false } },
      formatFlagOverrides,
      '2026-11-21T09:30',
      await encodeTabState(state),
    )
    // 1,412 characters today (docs/harness.md): the fragment is most of it.
    expect(link.length).toBeLessThan(linkLengthKept)
  })

  it('says a link cut short is unreadable', async () => {
    const tracker = await freshTab()
    await clickAround()
    const value = await encodeTabState(
      currentTabState({ seeded: tracker.seededRecords(), clockMoved: false, trackingConsent: false }),
    )
    await expect(decodeTabState(value.slice(0, -40))).rejects.toBeInstanceOf(UnreadableTabState)
    await expect(decodeTabState(`2.${value.slice(2)}`)).rejects.toBeInstanceOf(UnreadableTabState)
  })
})
