import type { FlagOverrides } from '../../flags/definitions'
import type { ShopLocale } from '../../src/shared/config/locales'
import { db, isOwnedCollection, type CollectionName, type StoredRecord } from '../db/db'
import { standInPassword } from '../factories/saved-changes'
import { mockNow } from '../runtime/clock'
import { snapshotIds } from '../runtime/ids'
import type { HarnessScenario, ScenarioUser } from './scenario-catalogue'
import { signedInSession } from './sign-in-as'
import { dbChangesSince, hideSecrets, revealSecrets, type DbChanges, type SeededRecords } from './tab-changes'
import { freshSecret } from './tab-link'
import { formatted, literal, routeCode } from './ts-source'

/**
 * "Als Szenario speichern": the tab's state as a scenario module, `scenarios/<id>.ts`. It seeds the
 * scenario the tab started from, then what the tab changed: a record made there through its factory
 * where there is one (its fields as the trait), else `addRecord`; changed fields with `changeRecord`;
 * removed records with `removeRecord` (mock-server/factories/saved-changes.ts, which a link uses too).
 */
export type SavedScenario = {
  id: string
  title: string
  description: string
  /** The scenario the tab started from. */
  base: HarnessScenario
  env: HarnessScenario['env']
  locale: ShopLocale
  flags: FlagOverrides
  /** What the tab changed, each secret given a fresh value of its kind (tab-changes.ts `revealSecrets`). */
  changes: DbChanges
  ids: Record<string, number>
  /** The customer number of whoever is signed in. */
  signedIn: string | undefined
  /** Where the clock stands, if it was moved from the scenario's. */
  clock: string | undefined
  /** The page the tab shows, within the app. */
  startPath: string
  /** Customer numbers by customer id, of every customer in the tab's db. */
  customerNumbers: Record<string, string>
  savedAt: Date
}

/** Factories whose traits set every field of their record: a record made in the tab is made by them. */
const ownedFactories: Partial<Record<CollectionName, { name: string; module: string }>> = {
  deliveryAddresses: { name: 'createDeliveryAddress', module: 'address-factory' },
  billingAddresses: { name: 'createBillingAddress', module: 'address-factory' },
  orders: { name: 'createOrder', module: 'order-factory' },
  invoices: { name: 'createInvoice', module: 'invoice-factory' },
}

/** Kebab-case, as the registry's ids are. */
export const scenarioIdPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

const savedAtFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Berlin',
})

/** Strings that are app links become code that builds them from the app's routes; everything else stays. */
function withRouteCode(value: unknown): unknown {
  if (typeof value === 'string') return (value.startsWith('/') && routeCode(value)) || value
  if (Array.isArray(value)) return value.map(withRouteCode)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withRouteCode(item)]))
  return value
}

/** The module's source, formatted as the project's Prettier settings print it. */
export function scenarioModule(saved: SavedScenario): Promise<string> {
  const imports = new Map<string, Set<string>>()
  const use = (module: string, name: string) => imports.set(module, (imports.get(module) ?? new Set()).add(name))
  const helper = (name: string) => {
    use('../mock-server/factories/saved-changes', name)
    return name
  }
  const statements: string[] = []
  const declared = new Set<string>()
  /** The variable of the customer with this id, declared where first needed; undefined for an unknown one. */
  const customerVariable = (id: unknown): string | undefined => {
    const customerNumber = typeof id === 'string' ? saved.customerNumbers[id] : undefined
    if (!customerNumber) return undefined
    const variable = `customer${customerNumber.replace(/\W/g, '')}`
    if (!declared.has(variable)) {
      declared.add(variable)
      statements.push(`const ${variable} = ${helper('customerNumbered')}(context, ${JSON.stringify(customerNumber)})`)
    }
    return variable
  }
  const call = (name: string, args: string[], last?: unknown) =>
    `await ${name}(${[...args, ...(last === undefined ? [] : [literal(withRouteCode(last))])].join(', ')})`

  for (const [name, collection] of Object.entries(saved.changes) as Array<
    [CollectionName, DbChanges[CollectionName]]
  >) {
    for (const key of Object.keys(collection?.removed ?? {}))
      statements.push(call(helper('removeRecord'), ['context', JSON.stringify(name), JSON.stringify(key)]))
    for (const [key, { fields }] of Object.entries(collection?.changed ?? {}))
      statements.push(call(helper('changeRecord'), ['context', JSON.stringify(name), JSON.stringify(key)], fields))
    for (const record of collection?.added ?? []) statements.push(addedRecord(name, record))
  }

  function addedRecord(name: CollectionName, record: StoredRecord): string {
    const { customerId, ...fields } = record
    if (name === 'customers') {
      use('../mock-server/factories/customer-factory', 'createCustomer')
      return call('createCustomer', ['context'], fields)
    }
    const factory = ownedFactories[name]
    const owner = customerVariable(customerId)
    if (factory && owner) {
      use(`../mock-server/factories/${factory.module}`, factory.name)
      return call(factory.name, ['context', owner], fields)
    }
    return call(helper('addRecord'), ['context', JSON.stringify(name)], isOwnedCollection(name) ? record : fields)
  }

  statements.push(`${helper('continueIds')}(${literal(saved.ids)})`)
  statements.push(
    saved.signedIn
      ? `return ${helper('customerNumbered')}(context, ${JSON.stringify(saved.signedIn)})`
      : `return undefined`,
  )

  const startPath = routeCode(saved.startPath) ?? saved.base.startPath
  const settings: Record<string, unknown> = {
    id: saved.id,
    title: saved.title,
    description: saved.description,
    ...(saved.env === saved.base.env ? {} : { env: saved.env }),
    ...(saved.locale === saved.base.locale ? {} : { locale: saved.locale }),
    ...(JSON.stringify(saved.flags) === JSON.stringify(saved.base.flags) ? {} : { flags: saved.flags }),
    ...(saved.clock ? { clock: saved.clock } : {}),
    startPath,
    ...usersEntry(saved),
  }
  const body = Object.entries(settings)
    .map(([key, value]) => `${key}: ${literal(value)},`)
    .join('\n')
  // What the written code names decides what it imports.
  const code = [body, ...statements].join('\n')
  if (/\bpaths\./.test(code)) use('../src/shared/config/paths', 'paths')
  if (/\bwithQuery\(/.test(code)) use('../src/shared/config/paths', 'withQuery')
  use(`./${saved.base.id}`, 'default')
  use('./scenario', 'defineScenario')

  const importLines = [...imports].map(([module, names]) =>
    names.has('default')
      ? `import base from ${JSON.stringify(module)}`
      : `import { ${[...names].sort().join(', ')} } from ${JSON.stringify(module)}`,
  )
  return formatted(`${importLines.join('\n')}

/**
 * Saved from the prototype on ${savedAtFormat.format(saved.savedAt)} ("Als Szenario speichern"): the scenario
 * ${saved.base.id} with what was changed in the tab. Faults and latency are not part of a
 * scenario; the tab's link carries them.
 */
export default defineScenario({
  ...base,
${body}
  seed: async (context) => {
    await base.seed(context)
${statements.join('\n')}
  },
})
`)
}

/** The users to sign in with: the scenario's, a customer made in the tab, and the stand-in for a password set there. */
function usersEntry(saved: SavedScenario): { users?: ScenarioUser[] } {
  const customers = saved.changes.customers
  const passwordSet = new Set(
    Object.entries(customers?.changed ?? {})
      .filter(([, { fields }]) => 'password' in fields)
      .map(([id]) => saved.customerNumbers[id]),
  )
  const made: ScenarioUser[] = (customers?.added ?? []).map((record) => ({
    username: String(record.email),
    customerNumber: String(record.customerNumber),
    password: typeof record.password === 'string' ? standInPassword : null,
    firstName: String(record.firstName),
    lastName: String(record.lastName),
    kind: 'full',
  }))
  if (passwordSet.size === 0 && made.length === 0) return {}
  const users = saved.base.users.map((user) =>
    passwordSet.has(user.customerNumber) ? { ...user, password: standInPassword } : user,
  )
  return { users: [...users, ...made] }
}

/** The tab as a scenario module: its changes since seeding, who is signed in, the clock if moved, the page. */
export function tabAsScenario(tab: {
  id: string
  title: string
  description: string
  base: HarnessScenario
  settings: { env: HarnessScenario['env']; locale: ShopLocale; flagOverrides: FlagOverrides }
  seeded: SeededRecords
  clockMoved: boolean
  page: string
}): Promise<string> {
  const { json, secrets } = hideSecrets(dbChangesSince(tab.seeded))
  return scenarioModule({
    id: tab.id,
    title: tab.title,
    description: tab.description,
    base: tab.base,
    env: tab.settings.env,
    locale: tab.settings.locale,
    flags: tab.settings.flagOverrides,
    // The tab's tokens and unguessable ids stay in the tab: the module gets fresh ones, fixed in its source.
    changes: revealSecrets(json, secrets, freshSecret),
    ids: snapshotIds(),
    signedIn: signedInSession()?.customerNumber,
    clock: tab.clockMoved ? mockNow().toISOString() : undefined,
    startPath: tab.page,
    customerNumbers: Object.fromEntries(db.customers.all().map((customer) => [customer.id, customer.customerNumber])),
    savedAt: new Date(),
  })
}
