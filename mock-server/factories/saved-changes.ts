import { isOwnedCollection, recordKeyOf, type CollectionName, type StoredRecord } from '../db/db'
import type { Customer } from '../db/schemas'
import { hashPassword } from '../runtime/passwords'
import { restoreIds, snapshotIds } from '../runtime/ids'
import type { SeedContext } from './seed-context'

/**
 * The changes a tab made on top of its scenario, put into a db seeded with that scenario: by a link that
 * restores the tab (mock-server/harness/tab-link.ts) and by a scenario saved from the tab
 * (mock-server/harness/scenario-module.ts writes calls of these).
 */
type DbContext = Pick<SeedContext, 'db'>

/**
 * A password never travels with a tab's changes: a customer who set one in the tab has this one where the
 * changes land (the link, a saved scenario), salted with her id as seeding does.
 */
export const standInPassword = 'Ersatz2026!'

/** Fields of a record as the changes carry them: a customer's `password` stands for its hash. */
export type RecordFields = Record<string, unknown>

async function withPasswordHashed(name: CollectionName, key: string, fields: RecordFields): Promise<RecordFields> {
  if (name !== 'customers' || !('password' in fields)) return fields
  const { password, ...rest } = fields
  return { ...rest, passwordHash: typeof password === 'string' ? await hashPassword(password, key) : null }
}

type AnyCollection = {
  all(): object[]
  create(record: object): Promise<object>
  update(query: (q: QueryBuilder) => unknown, options: { data(record: RecordFields): void }): Promise<unknown>
  delete(query: (q: QueryBuilder) => unknown): unknown
}
type QueryBuilder = { where(predicate: (record: object) => boolean): unknown }

const collectionOf = (context: DbContext, name: CollectionName) => context.db[name] as unknown as AnyCollection
const isRecord = (name: CollectionName, key: string) => (record: object) => recordKeyOf(name, record) === key

/** The customer with this id (her records name her so), or undefined where there is none. */
export function customerWithId(context: DbContext, id: string | null | undefined): Customer | undefined {
  return id ? context.db.customers.all().find((customer) => customer.id === id) : undefined
}

/** The customer with this customer number: a saved scenario names its people so. */
export function customerNumbered(context: DbContext, customerNumber: string): Customer {
  const customer = context.db.customers.all().find((candidate) => candidate.customerNumber === customerNumber)
  if (!customer) throw new Error(`No customer numbered ${customerNumber} in the db`)
  return customer
}

/** Puts a record in as the changes carry it; an owned record names its customer by `customerId`. */
export async function addRecord(context: DbContext, name: CollectionName, record: StoredRecord): Promise<void> {
  const { customerId, ...fields } = await withPasswordHashed(name, recordKeyOf(name, record), record)
  const customer = isOwnedCollection(name) ? customerWithId(context, customerId as string | null) : undefined
  await collectionOf(context, name).create({ ...fields, ...(customer ? { customer } : {}) })
}

/** Sets these fields of the record with this key (its `id`, a token's `token`). */
export async function changeRecord(
  context: DbContext,
  name: CollectionName,
  key: string,
  fields: RecordFields,
): Promise<void> {
  const changes = await withPasswordHashed(name, key, fields)
  await collectionOf(context, name).update((q) => q.where(isRecord(name, key)), {
    data(record) {
      Object.assign(record, changes)
    },
  })
}

export async function removeRecord(context: DbContext, name: CollectionName, key: string): Promise<void> {
  await collectionOf(context, name).delete((q) => q.where(isRecord(name, key)))
}

/** The next ids follow on from these counters (as in the tab), or from the seeding's where it counted further. */
export function continueIds(counters: Record<string, number>): void {
  const current = snapshotIds()
  for (const [prefix, count] of Object.entries(counters)) current[prefix] = Math.max(current[prefix] ?? 0, count)
  restoreIds(current)
}
