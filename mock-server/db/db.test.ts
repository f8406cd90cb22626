import { describe, expect, it } from 'vitest'
import { seedScenario } from '@testing/seed-scenario'
import {
  db,
  dumpDb,
  onDbRecordChange,
  resetDb,
  restoreDb,
  serializeCollection,
  snapshotDb,
  type DbSnapshot,
} from './db'

const marta = () => db.customers.findFirst((q) => q.where({ customerNumber: '33445566' }))

/** A reload: the db's collections as the harness keeps them (JSON), read back into an emptied db. */
async function reload() {
  const kept = Object.fromEntries(Object.keys(db).map((name) => [name, serializeCollection(name as keyof typeof db)]))
  resetDb()
  await restoreDb(
    Object.fromEntries(Object.entries(kept).map(([name, json]) => [name, JSON.parse(json)])) as DbSnapshot,
  )
}

describe('the mock db', () => {
  it('restores a 1,000-order customer as it was: the same data, her orders found by her', async () => {
    await seedScenario('many-orders')
    const before = JSON.stringify(dumpDb())
    await reload()
    expect(JSON.stringify(dumpDb())).toBe(before)
    const orders = db.orders.findMany((q) => q.where({ customer: { id: marta()?.id ?? '' } }))
    expect(orders).toHaveLength(1000)
    expect(orders[0]?.customer?.email).toBe('marta.vielkauf@example.de')
  })

  it('keeps a change across a reload, and the restored record can be changed again', async () => {
    await seedScenario('many-orders')
    const orderId = db.orders.all()[0]?.id ?? ''
    await db.orders.update((q) => q.where({ id: orderId }), {
      data(order) {
        order.returnRequestedAt = '2026-11-20T10:00:00.000Z'
      },
    })
    await reload()
    const restored = db.orders.findFirst((q) => q.where({ id: orderId }))
    expect(restored?.returnRequestedAt).toBe('2026-11-20T10:00:00.000Z')
    const updated = await db.orders.update((q) => q.where({ id: orderId }), {
      data(order) {
        order.cancelReasonCode = 'OTHER'
      },
    })
    expect(updated).toMatchObject({ cancelReasonCode: 'OTHER', customer: { id: marta()?.id } })
    db.orders.delete((q) => q.where({ id: orderId }))
    expect(db.orders.count()).toBe(999)
  })

  it("shows an owner's changes through the records they own, and none once the owner is gone", async () => {
    await seedScenario('many-orders')
    await reload()
    await db.customers.update((q) => q.where({ id: marta()?.id ?? '' }), {
      data(customer) {
        customer.lastName = 'Neuname'
      },
    })
    expect(db.orders.all()[0]?.customer?.lastName).toBe('Neuname')
    db.customers.delete((q) => q.where({ id: marta()?.id ?? '' }))
    expect(db.orders.all()[0]?.customer).toBeUndefined()
  })

  it('refuses records that no longer fit the schema, and leaves the db as it was', async () => {
    await seedScenario('default')
    const before = JSON.stringify(dumpDb())
    const snapshot = snapshotDb()
    const broken = { ...snapshot, orders: snapshot.orders.map(({ status: _status, ...order }) => order) }
    await expect(restoreDb(broken)).rejects.toThrow()
    expect(JSON.stringify(dumpDb())).toBe(before)
  })

  it('tells which collection changed, also after a reset', async () => {
    resetDb()
    const changed: string[] = []
    const stop = onDbRecordChange((name) => changed.push(name))
    await seedScenario('default')
    stop()
    expect(changed).toEqual(expect.arrayContaining(['customers', 'orders', 'sessions']))
  })
})
