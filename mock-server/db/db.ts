import { Collection } from '@msw/data'
import type * as z from 'zod'
import {
  bankAccountSchema,
  billingAddressSchema,
  customerSchema,
  deliveryAddressSchema,
  followedStreamerSchema,
  invoiceSchema,
  marketResearchConsentSchema,
  newsletterSubscriptionSchema,
  orderSchema,
  outboxMailSchema,
  productSchema,
  sessionSchema,
  stockReminderSchema,
  supportRequestSchema,
  tokenSchema,
  upsellUnsubscriptionSchema,
  wishlistItemSchema,
  withdrawalSchema,
  basketItemSchema,
  attemptCounterSchema,
} from './schemas'

/** The collections' schemas: one collection per entity of spec section 3. */
const schemas = {
  customers: customerSchema,
  sessions: sessionSchema,
  deliveryAddresses: deliveryAddressSchema,
  billingAddresses: billingAddressSchema,
  bankAccounts: bankAccountSchema,
  orders: orderSchema,
  invoices: invoiceSchema,
  products: productSchema,
  wishlistItems: wishlistItemSchema,
  newsletterSubscriptions: newsletterSubscriptionSchema,
  stockReminders: stockReminderSchema,
  marketResearchConsents: marketResearchConsentSchema,
  upsellUnsubscriptions: upsellUnsubscriptionSchema,
  followedStreamers: followedStreamerSchema,
  tokens: tokenSchema,
  supportRequests: supportRequestSchema,
  outbox: outboxMailSchema,
  withdrawals: withdrawalSchema,
  basketItems: basketItemSchema,
  attemptCounters: attemptCounterSchema,
}

const createCollections = () => ({
  customers: new Collection({ schema: schemas.customers }),
  sessions: new Collection({ schema: schemas.sessions }),
  deliveryAddresses: new Collection({ schema: schemas.deliveryAddresses }),
  billingAddresses: new Collection({ schema: schemas.billingAddresses }),
  bankAccounts: new Collection({ schema: schemas.bankAccounts }),
  orders: new Collection({ schema: schemas.orders }),
  invoices: new Collection({ schema: schemas.invoices }),
  products: new Collection({ schema: schemas.products }),
  wishlistItems: new Collection({ schema: schemas.wishlistItems }),
  newsletterSubscriptions: new Collection({ schema: schemas.newsletterSubscriptions }),
  stockReminders: new Collection({ schema: schemas.stockReminders }),
  marketResearchConsents: new Collection({ schema: schemas.marketResearchConsents }),
  upsellUnsubscriptions: new Collection({ schema: schemas.upsellUnsubscriptions }),
  followedStreamers: new Collection({ schema: schemas.followedStreamers }),
  tokens: new Collection({ schema: schemas.tokens }),
  supportRequests: new Collection({ schema: schemas.supportRequests }),
  outbox: new Collection({ schema: schemas.outbox }),
  withdrawals: new Collection({ schema: schemas.withdrawals }),
  basketItems: new Collection({ schema: schemas.basketItems }),
  attemptCounters: new Collection({ schema: schemas.attemptCounters }),
})

/**
 * The mock backend's database. `resetDb` puts fresh collections in place, so code reads
 * `db.orders` when it needs it and never keeps a collection across a reset.
 */
export const db = createCollections()
export type Db = typeof db
export type CollectionName = keyof Db

const collectionNames = Object.keys(db) as CollectionName[]

/**
 * Collections whose records belong to a customer: `record.customer` is that customer (or undefined
 * once deleted), and queries match it (`q.where({ customer: { id } })`). Not @msw/data's `one()`
 * relation: that registers five listeners per record, so creating, updating or clearing records
 * costs time in proportion to all records (a 1,000-order customer took seconds to seed).
 */
const ownedCollections = new Set<CollectionName>([
  'sessions',
  'deliveryAddresses',
  'billingAddresses',
  'bankAccounts',
  'orders',
  'invoices',
  'wishlistItems',
  'followedStreamers',
  'marketResearchConsents',
  'upsellUnsubscriptions',
  'tokens',
  'supportRequests',
  'withdrawals',
  'basketItems',
])

const findCustomer = (id: string) => db.customers.all().find((customer) => customer.id === id)

/** Makes `record.customer` follow the customer of this id (null or undefined: none). */
function linkOwner(record: object, customerId: string | null | undefined): void {
  Object.defineProperty(record, 'customer', {
    enumerable: true,
    configurable: true,
    get: () => (customerId == null ? customerId : findCustomer(customerId)),
  })
}

const ownerIdOf = (customer: { id: string } | null | undefined) => (customer == null ? customer : customer.id)

/**
 * A record about to change: the record created, or the record as it was before an update or a deletion
 * (with `customer` as a copy of the owner, not the getter).
 */
export type RecordChange = { kind: 'create' | 'update' | 'delete'; record: object }
type RecordChangeListener = (collection: CollectionName, change: RecordChange) => void
const recordChangeListeners = new Set<RecordChangeListener>()
const notify = (name: CollectionName, change: RecordChange) =>
  recordChangeListeners.forEach((listener) => listener(name, change))

function watchCollections(): void {
  for (const name of collectionNames) {
    type ChangeEvent = { data: { record: object; prevRecord: object; deletedRecord: object } }
    const hooks = db[name].hooks as unknown as {
      on(type: string, listener: (event: ChangeEvent) => void): void
      earlyOn(type: string, listener: (event: ChangeEvent) => void): void
    }
    if (ownedCollections.has(name)) {
      // Before the record is stored: `customer` holds the validated copy of the customer handed in.
      hooks.earlyOn('create', ({ data: { record } }) =>
        linkOwner(record, ownerIdOf((record as { customer?: { id: string } | null }).customer)),
      )
    }
    hooks.on('create', ({ data }) => notify(name, { kind: 'create', record: data.record }))
    hooks.on('update', ({ data }) => notify(name, { kind: 'update', record: data.prevRecord }))
    hooks.on('delete', ({ data }) => notify(name, { kind: 'delete', record: data.deletedRecord }))
  }
}
watchCollections()

/**
 * Calls the listener as any record is created, updated or deleted anywhere in the db (before the change
 * is applied), with the collection's name and the record. Records put in by `resetDb`, `restoreDb` or
 * `insertRecords` do not count. An update of several fields calls it once per field.
 */
export function onDbRecordChange(listener: RecordChangeListener): () => void {
  recordChangeListeners.add(listener)
  return () => recordChangeListeners.delete(listener)
}

/** An empty db: fresh collections (clearing 1,000 records one by one took longer than seeding them). */
export function resetDb(): void {
  Object.assign(db, createCollections())
  watchCollections()
}

/** @msw/data marks a record by two symbol properties; found on a probe record (they are not exported). */
type RecordSymbols = { primaryKey: symbol; relationMap: symbol }
let recordSymbols: RecordSymbols | undefined
async function findRecordSymbols(): Promise<RecordSymbols> {
  if (recordSymbols) return recordSymbols
  const probe = await new Collection({ schema: schemas.customers.pick({ id: true }) }).create({ id: 'probe' })
  const symbols = Object.getOwnPropertySymbols(probe)
  const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey')
  const relationMap = symbols.find((symbol) => symbol.description === 'kRelationMap')
  if (!primaryKey || !relationMap) throw new Error('@msw/data no longer marks records as this db expects')
  recordSymbols = { primaryKey, relationMap }
  return recordSymbols
}

export type StoredRecord = Record<string, unknown> & { customerId?: string | null }

/**
 * The bulk's primary keys: unique in this page, which is all @msw/data compares them for (crypto.randomUUID,
 * as @msw/data's own create uses, was a third of restoring 10,000 orders).
 */
let bulkRecordCount = 0

/**
 * Why a record as the db stores it (its owner named by `customerId`) does not fit its collection's
 * schema, or undefined where it fits. Seeding's bulks and restored snapshots are checked by their first
 * record; a test checks every record of every scenario.
 */
export function storedRecordMisfit(name: CollectionName, record: object): string | undefined {
  // The owner is named by id there; the schema's `customer` is optional.
  const checked = (schemas[name] as unknown as z.ZodType).safeParse({
    ...record,
    customerId: undefined,
    customer: undefined,
  })
  return checked.success ? undefined : checked.error.message
}

function checkStoredRecord(name: CollectionName, record: object | undefined): void {
  const misfit = record && storedRecordMisfit(name, record)
  if (misfit) throw new Error(`A record of ${name} does not fit its schema: ${misfit}`)
}

/**
 * Puts records into a collection without its hooks: records this db made and checked before (a
 * snapshot), or a seeding's bulk, made by one factory, whose first record is checked by the collection's
 * schema here (`checkFirst`). Checking each of 1,000 orders was a fifth of seeding them in a page; that
 * every record of every scenario fits its schema is a test's to check (scenarios.test.ts). Owned
 * records name their customer by `customerId`, or by `customer` (a customer record).
 */
export async function insertRecords(
  name: CollectionName,
  records: StoredRecord[],
  { checkFirst = false }: { checkFirst?: boolean } = {},
): Promise<void> {
  if (checkFirst) checkStoredRecord(name, records[0])
  const { primaryKey, relationMap } = await findRecordSymbols()
  // all() hands out the collection's own list (its queries need the records themselves).
  const stored = db[name].all() as object[]
  const owned = ownedCollections.has(name)
  for (const record of records) {
    // The owner is not checked here: it is named by id, and was checked when it was created.
    const { customer, customerId } = record as StoredRecord & { customer?: { id: string } | null }
    // The given records are the caller's to give away: no copy each. customerId is a snapshot's and a
    // bulk's record's last field, and deleting the last field keeps the record as fast to read as a copy.
    delete record.customer
    delete record.customerId
    Object.defineProperties(record, {
      [primaryKey]: { value: `bulk-${(bulkRecordCount += 1)}`, enumerable: false, configurable: false },
      [relationMap]: { value: new Map(), enumerable: false, configurable: false },
    })
    if (owned) linkOwner(record, customerId === undefined ? ownerIdOf(customer) : customerId)
    stored.push(record)
  }
}

/** A record as JSON-safe data, its owner as `customerId` (null: none, as for a guest order). */
export function storedRecordOf(name: CollectionName, record: object): StoredRecord {
  if (!ownedCollections.has(name)) return { ...record }
  const { customer, ...data } = record as { customer?: { id: string } | null }
  return { ...data, customerId: customer?.id ?? null }
}

/** One collection as JSON-safe records. Also the db's dump: two seedings of one scenario give the same bytes. */
function recordsOf(name: CollectionName): StoredRecord[] {
  return db[name].all().map((record) => storedRecordOf(name, record))
}

/** The field that names a record in its collection: `id`, but a token's `token` and a product's number. */
export function recordKeyOf(name: CollectionName, record: object): string {
  const keyField = name === 'tokens' ? 'token' : name === 'products' ? 'baseProductNo' : 'id'
  return String((record as Record<string, unknown>)[keyField])
}

/** Whether records of the collection name their customer (`customerId` in their stored form). */
export const isOwnedCollection = (name: CollectionName) => ownedCollections.has(name)

export type DbSnapshot = Record<CollectionName, StoredRecord[]>

/** A JSON-safe copy of the whole db (each owned record names its customer by `customerId`). */
export function snapshotDb(): DbSnapshot {
  return Object.fromEntries(collectionNames.map((name) => [name, recordsOf(name)])) as DbSnapshot
}

/** One collection as JSON, for a store that keeps collections apart (only changed ones are written again). */
export function serializeCollection(name: CollectionName): string {
  return JSON.stringify(recordsOf(name))
}

export const dbCollectionNames: readonly CollectionName[] = collectionNames

/**
 * The db's data as plain JSON, relations shown by the related customer's id. Two seedings of one
 * scenario give the same bytes.
 */
export function dumpDb(): Record<CollectionName, Array<Record<string, unknown>>> {
  return snapshotDb()
}

/**
 * Replaces the db with a snapshot's records (of `snapshotDb`, or parsed from `serializeCollection`;
 * the records become the db's own). Throws when a collection's records no longer fit its schema (a
 * tab stored by an older version): the first record of each is checked, as checking 10,000 orders
 * would cost more than the rest of a reload; the caller then seeds afresh.
 */
export async function restoreDb(snapshot: Partial<DbSnapshot>): Promise<void> {
  for (const name of collectionNames) checkStoredRecord(name, snapshot[name]?.[0])
  resetDb()
  for (const name of collectionNames) await insertRecords(name, snapshot[name] ?? [])
}
