import { Collection } from '@msw/data'
import { createFromSerializedRecord, serializeRecord, type SerializedRecord } from '@msw/data/extensions/persist'
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
} from './schemas'

/** The mock backend's database: one collection per entity of spec section 3. */
export const db = {
  customers: new Collection({ schema: customerSchema }),
  sessions: new Collection({ schema: sessionSchema }),
  deliveryAddresses: new Collection({ schema: deliveryAddressSchema }),
  billingAddresses: new Collection({ schema: billingAddressSchema }),
  bankAccounts: new Collection({ schema: bankAccountSchema }),
  orders: new Collection({ schema: orderSchema }),
  invoices: new Collection({ schema: invoiceSchema }),
  products: new Collection({ schema: productSchema }),
  wishlistItems: new Collection({ schema: wishlistItemSchema }),
  newsletterSubscriptions: new Collection({ schema: newsletterSubscriptionSchema }),
  stockReminders: new Collection({ schema: stockReminderSchema }),
  marketResearchConsents: new Collection({ schema: marketResearchConsentSchema }),
  upsellUnsubscriptions: new Collection({ schema: upsellUnsubscriptionSchema }),
  followedStreamers: new Collection({ schema: followedStreamerSchema }),
  tokens: new Collection({ schema: tokenSchema }),
  supportRequests: new Collection({ schema: supportRequestSchema }),
  outbox: new Collection({ schema: outboxMailSchema }),
  withdrawals: new Collection({ schema: withdrawalSchema }),
  basketItems: new Collection({ schema: basketItemSchema }),
}
export type Db = typeof db
export type CollectionName = keyof Db

// Every record owned by a customer points at it, so handlers never join by hand.
db.sessions.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.deliveryAddresses.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.billingAddresses.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.bankAccounts.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.orders.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.invoices.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.wishlistItems.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.followedStreamers.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.marketResearchConsents.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.upsellUnsubscriptions.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.tokens.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.supportRequests.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.withdrawals.defineRelations(({ one }) => ({ customer: one(db.customers) }))
db.basketItems.defineRelations(({ one }) => ({ customer: one(db.customers) }))

const collectionNames = Object.keys(db) as CollectionName[]

/** Calls the listener after any record is created, updated or deleted anywhere in the db. */
export function onDbRecordChange(listener: () => void): () => void {
  const subscriptions = collectionNames.flatMap((name) =>
    (['create', 'update', 'delete'] as const).map((type) => {
      const hooks = db[name].hooks as unknown as {
        on(type: string, listener: () => void): void
        removeListener(type: string, listener: () => void): void
      }
      hooks.on(type, listener)
      return () => hooks.removeListener(type, listener)
    }),
  )
  return () => subscriptions.forEach((unsubscribe) => unsubscribe())
}

export function resetDb(): void {
  for (const name of collectionNames) db[name].clear()
}

export type DbSnapshot = Record<CollectionName, SerializedRecord[]>

/** A JSON-safe copy of the whole db, relations kept as foreign keys. */
export function snapshotDb(): DbSnapshot {
  return Object.fromEntries(
    collectionNames.map((name) => [name, (db[name].all() as never[]).map((record) => serializeRecord(record))]),
  ) as DbSnapshot
}

/**
 * The db's data as plain JSON, relations shown by the related customer's id. Unlike the
 * snapshot it has no internal keys, so two seedings of one scenario give the same bytes.
 */
export function dumpDb(): Record<CollectionName, Array<Record<string, unknown>>> {
  return Object.fromEntries(
    collectionNames.map((name) => [
      name,
      (db[name].all() as Array<{ customer?: { id: string } }>).map((record) => {
        const { __metadata__: _metadata, ...data } = serializeRecord(record as never)
        return 'customer' in record ? { ...data, customerId: record.customer?.id ?? null } : data
      }),
    ]),
  ) as Record<CollectionName, Array<Record<string, unknown>>>
}

export async function restoreDb(snapshot: DbSnapshot): Promise<void> {
  resetDb()
  for (const name of collectionNames) {
    for (const record of snapshot[name] ?? []) {
      // Copy: deserialising mutates the record it is given.
      await createFromSerializedRecord(db[name] as Collection<never>, structuredClone(record))
    }
  }
}
