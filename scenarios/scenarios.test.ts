import { describe, expect, it } from 'vitest'
import { verifyPassword } from '../mock-server/runtime/passwords'
import { db, dbCollectionNames, dumpDb, snapshotDb, storedRecordMisfit } from '../mock-server/db/db'
import { applyScenario } from './scenario-runner'
import { maxDeliveryAddresses } from '../mock-server/handlers/customer/addresses'
import { lineItemStatusSchema, orderStatusSchema } from '../mock-server/db/schemas'
import { mailLinkSubjects } from './mail-links'
import { getScenario, scenarios } from './registry'
import { paths } from '../src/shared/config/paths'

const requiredIds = [
  'default',
  'anonymous',
  'orders-every-status',
  'overdue-invoices',
  'dhl-addresses',
  'light-user',
  'country-rejected-login',
  'new-customer',
  'social-login-no-password',
  'swiss-customer',
  'incomplete-profile',
  'unverified-account',
  'mail-links',
]

/** The scenarios the per-scenario tests seed: load tests take seconds and share a smaller scenario's code. */
const everydayScenarios = scenarios.filter((scenario) => !scenario.loadTest)

/** A link with its last query value cut off (`/a?b=1&c=2` → `/a?b=1&c=`): how a mail's link to that route begins. */
const withoutLastValue = (href: string) => href.slice(0, href.lastIndexOf('=') + 1)

async function seeded(id: string) {
  const scenario = getScenario(id)
  await applyScenario(scenario)
  const customer = db.customers.findFirst((q) => q.where({ customerNumber: scenario.users[0]?.customerNumber ?? '' }))
  if (!customer) throw new Error(`scenario ${id} did not create its documented user`)
  const ownedBy = { customer: { id: customer.id } }
  return { scenario, customer, ownedBy, signedIn: db.sessions.all()[0]?.customer?.id === customer.id }
}

describe('scenario registry', () => {
  it('has every required scenario, with unique kebab-case ids', () => {
    const ids = scenarios.map((scenario) => scenario.id)
    expect(ids).toEqual(expect.arrayContaining(requiredIds))
    expect(new Set(ids).size).toBe(ids.length)
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it.each(everydayScenarios.map((scenario) => scenario.id))('%s gives identical data on every run', async (id) => {
    // Session ids are random on purpose (nobody may guess one); everything else is the same.
    const dump = () => JSON.stringify(dumpDb()).replace(/"session-[0-9a-f-]{36}"/g, '"session-id"')
    await applyScenario(getScenario(id))
    const first = dump()
    await applyScenario(getScenario(id))
    expect(dump()).toBe(first)
    expect(first).toContain(getScenario(id).users[0]?.username)
  })

  // Among them many-orders: its order history goes in as a bulk, of which the db checks only the first record.
  it.each(everydayScenarios.map((scenario) => scenario.id))(
    "%s seeds records that each fit their collection's schema",
    async (id) => {
      await applyScenario(getScenario(id))
      const snapshot = snapshotDb()
      const misfits = dbCollectionNames.flatMap((name) =>
        snapshot[name].flatMap((record, index) => {
          const misfit = storedRecordMisfit(name, record)
          return misfit ? [`${name}[${index}]: ${misfit}`] : []
        }),
      )
      expect(misfits).toEqual([])
    },
  )

  it.each(everydayScenarios.map((scenario) => scenario.id))(
    '%s seeds its documented users with their credentials',
    async (id) => {
      const scenario = getScenario(id)
      await applyScenario(scenario)
      for (const user of scenario.users) {
        const customer = db.customers.findFirst((q) => q.where({ email: user.username }))
        expect(customer?.customerNumber).toBe(user.customerNumber)
        if (user.password === null) expect(customer?.passwordHash).toBeNull()
        else expect(await verifyPassword(user.password, customer?.passwordHash)).toBe(true)
        if (user.password !== null) expect(customer?.passwordHash).not.toContain(user.password)
      }
    },
  )

  it('starts signed-in scenarios signed in and sign-in scenarios anonymous', async () => {
    for (const scenario of everydayScenarios) {
      await applyScenario(scenario)
      const signedIn = db.sessions.all().length > 0
      expect({ id: scenario.id, signedIn }).toEqual({
        id: scenario.id,
        signedIn: !scenario.startPath.startsWith(paths.login.getHref()),
      })
    }
  })
})

describe('what each scenario promises', () => {
  it('orders-every-status: every order and line-item status, one order placed today', async () => {
    const { scenario, ownedBy } = await seeded('orders-every-status')
    const orders = db.orders.findMany((q) => q.where(ownedBy))
    expect(new Set(orders.map((order) => order.status))).toEqual(new Set(orderStatusSchema.options))
    expect(new Set(orders.flatMap((order) => order.items.map((item) => item.status)))).toEqual(
      new Set(lineItemStatusSchema.options),
    )
    const today = scenario.now.slice(0, 10)
    expect(
      orders.filter((order) => order.placedAt.slice(0, 10) === today && order.status === 'confirmed'),
    ).toHaveLength(1)
  })

  it('overdue-invoices: overdue (ENCASH) invoices past their due date and a pending direct debit', async () => {
    const { scenario, ownedBy } = await seeded('overdue-invoices')
    const invoices = db.invoices.findMany((q) => q.where(ownedBy))
    const overdue = invoices.filter((invoice) => invoice.status === 'ENCASH')
    expect(overdue.length).toBeGreaterThanOrEqual(2)
    for (const invoice of overdue) expect(invoice.dueDate < scenario.now.slice(0, 10)).toBe(true)
    expect(invoices.some((invoice) => invoice.paymentType === 'DIRECT_DEBIT' && invoice.isDirectDebitPending)).toBe(
      true,
    )
    expect(invoices.some((invoice) => invoice.status === 'OPEN' && invoice.paymentType === 'INVOICE')).toBe(true)
  })

  it('dhl-addresses: Packstation, Postfiliale, an invalid DHL post number and one place left in the address book', async () => {
    const { ownedBy } = await seeded('dhl-addresses')
    const addresses = db.deliveryAddresses.findMany((q) => q.where({ ...ownedBy, isDeleted: false }))
    expect(
      addresses.some(
        (address) => address.parcelStationKind === 'PACKSTATION' && address.isDhlDeliveryAddressPostNumberValid,
      ),
    ).toBe(true)
    expect(addresses.some((address) => address.parcelStationKind === 'POSTFILIALE')).toBe(true)
    expect(
      addresses.some((address) => address.type === 'DHL_ADDRESS' && !address.isDhlDeliveryAddressPostNumberValid),
    ).toBe(true)
    expect(addresses.length).toBe(maxDeliveryAddresses - 1)
  })

  it('light-user: a light account without credentials, signed out', async () => {
    const { customer, signedIn } = await seeded('light-user')
    expect(customer).toMatchObject({ accountKind: 'light', passwordHash: null, socialLoginProviders: [] })
    expect(signedIn).toBe(false)
  })

  it('country-rejected-login: an Austrian customer on the German shop', async () => {
    const { scenario, customer } = await seeded('country-rejected-login')
    expect(scenario.locale).toBe('de')
    expect(customer.countryCode).toBe('AT')
  })

  it('new-customer: no order in the last two years', async () => {
    const { scenario, ownedBy } = await seeded('new-customer')
    const twoYearsAgo = new Date(scenario.now)
    twoYearsAgo.setUTCFullYear(twoYearsAgo.getUTCFullYear() - 2)
    const orders = db.orders.findMany((q) => q.where(ownedBy))
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.every((order) => new Date(order.placedAt) < twoYearsAgo)).toBe(true)
  })

  it('social-login-no-password: a Google account without password, signed in', async () => {
    const { customer, signedIn } = await seeded('social-login-no-password')
    expect(customer).toMatchObject({ socialLoginProviders: ['GOOGLE'], passwordHash: null })
    expect(signedIn).toBe(true)
  })

  it('swiss-customer: Swiss shop, CHF orders', async () => {
    const { scenario, customer, ownedBy } = await seeded('swiss-customer')
    expect(scenario.locale).toBe('ch')
    expect(customer.countryCode).toBe('CH')
    const orders = db.orders.findMany((q) => q.where(ownedBy))
    expect(orders.length).toBeGreaterThan(0)
    expect(orders.every((order) => order.currency === 'CHF')).toBe(true)
  })

  it('incomplete-profile: customer number but no billing address', async () => {
    const { customer, ownedBy } = await seeded('incomplete-profile')
    expect(customer.customerNumber).toBeTruthy()
    expect(db.billingAddresses.findMany((q) => q.where(ownedBy))).toHaveLength(0)
  })

  it('unverified-account: no credentials at all, signed out', async () => {
    const { customer, signedIn } = await seeded('unverified-account')
    expect(customer).toMatchObject({ passwordHash: null, socialLoginProviders: [], accountKind: 'full' })
    expect(signedIn).toBe(false)
  })

  it('mail-links: signed out, one mail for each page opened from a mail, each link to its page', async () => {
    const { customer, signedIn } = await seeded('mail-links')
    expect(signedIn).toBe(false)
    const links = db.outbox.all().map((mail) => mail.link ?? '')
    for (const path of [
      withoutLastValue(paths.newsletterCancelSubscription.getHref('x')),
      paths.newsletterConfirmation.getHref(),
      withoutLastValue(paths.stockReminderConfirmDoi.getHref('x')),
      withoutLastValue(paths.stockReminderUnsubscribe.getHref('x')),
      withoutLastValue(paths.researchConfirmation.getHref('x')),
      withoutLastValue(paths.unsubscribeUpsell.getHref({ customerId: customer.id, email: 'x' })),
    ])
      expect(links.some((link) => link.startsWith(path))).toBe(true)
    expect(db.outbox.all().every((mail) => mail.to === customer.email)).toBe(true)
    const subjects = db.outbox.all().map((mail) => mail.subject)
    const { expired, ...named } = mailLinkSubjects
    for (const subject of [...Object.values(named), expired(named.stockReminderDoubleOptIn)])
      expect(subjects).toContain(subject)
    expect(db.newsletterSubscriptions.findFirst((q) => q.where({ email: customer.email }))?.status).toBe('active')
    expect(db.stockReminders.all().map((reminder) => reminder.status)).toEqual(['pending', 'active'])
    expect(db.marketResearchConsents.all().map((consent) => consent.status)).toEqual(['pending'])
  })
})
