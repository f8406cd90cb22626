import { IDBFactory, IDBKeyRange } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { openTabDbStore, type StoredDb } from './tab-db-store'

/** sessionStorage as a browser has it, with a quota (in characters) small enough for a test. */
class QuotaStorage implements Storage {
  private readonly items = new Map<string, string>()
  constructor(private readonly quota: number) {}
  get length() {
    return this.items.size
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    const others = [...this.items].filter(([other]) => other !== key)
    const used = others.reduce((sum, [other, stored]) => sum + other.length + stored.length, 0)
    if (used + key.length + value.length > this.quota) throw new DOMException('full', 'QuotaExceededError')
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
  clear() {
    this.items.clear()
  }
}

const ordersJson = (count: number) => JSON.stringify(Array.from({ length: count }, (_, index) => ({ id: `o${index}` })))
/** The seeded version of each record the tab changed: kept beside the ids, wherever the db is kept. */
const seeded = JSON.stringify({ orders: { o0: { id: 'o0' }, o9: null } })
const smallDb: StoredDb = {
  ids: { order: 2 },
  collections: { customers: '[{"id":"c1"}]', orders: ordersJson(2) },
  seeded,
}
const bigDb: StoredDb = {
  ids: { order: 500 },
  collections: { customers: '[{"id":"c1"}]', orders: ordersJson(500) },
  seeded,
}

/** A tab: its own sessionStorage, the browser's one IndexedDB; the db as the harness would hand it over. */
function tab(factory: IDBFactory, storage = new QuotaStorage(2_000), current: StoredDb = bigDb) {
  let keys = 0
  return {
    storage,
    store: openTabDbStore({
      storage,
      idb: { factory, keyRange: IDBKeyRange },
      allCollections: () => current.collections,
      newTabKey: () => `tab-${++keys}`,
    }),
  }
}

describe("the tab's db store", () => {
  it('keeps a db that fits in sessionStorage and gives it back after a reload', async () => {
    const idb = new IDBFactory()
    const { storage, store } = tab(idb, undefined, smallDb)
    await store.save(smallDb)
    expect(store.kind()).toBe('sessionStorage')
    expect(await tab(idb, storage).store.load()).toEqual(smallDb)
  })

  it('writes only the collections that changed; the others stay as kept', async () => {
    const idb = new IDBFactory()
    const { storage, store } = tab(idb, undefined, smallDb)
    await store.save(smallDb)
    await store.save({ ids: { order: 3 }, collections: { orders: ordersJson(3) } })
    expect(await tab(idb, storage).store.load()).toEqual({
      ids: { order: 3 },
      collections: { customers: smallDb.collections.customers, orders: ordersJson(3) },
      seeded,
    })
  })

  it('moves a db bigger than the quota to IndexedDB, whole, and restores it from there', async () => {
    const idb = new IDBFactory()
    const { storage, store } = tab(idb)
    // Only the orders changed, but the move takes every collection along.
    await store.save({ ids: bigDb.ids, collections: { orders: bigDb.collections.orders }, seeded })
    expect(store.kind()).toBe('indexedDB')
    const reloaded = tab(idb, storage).store
    expect(reloaded.kind()).toBe('indexedDB')
    expect(await reloaded.load()).toEqual(bigDb)
  })

  it('keeps a change made after the move across a reload', async () => {
    const idb = new IDBFactory()
    const { storage, store } = tab(idb)
    await store.save(bigDb)
    const seededLater = JSON.stringify({ orders: { o0: { id: 'o0' }, o500: null } })
    await store.save({ ids: { order: 501 }, collections: { orders: ordersJson(501) }, seeded: seededLater })
    expect(await tab(idb, storage).store.load()).toEqual({
      ids: { order: 501 },
      collections: { customers: bigDb.collections.customers, orders: ordersJson(501) },
      seeded: seededLater,
    })
  })

  it("does not show one tab's db to a new tab", async () => {
    const idb = new IDBFactory()
    await tab(idb).store.save(bigDb)
    await tab(idb, new QuotaStorage(2_000), smallDb).store.save(smallDb)
    expect(await tab(idb).store.load()).toBeUndefined()
  })

  it('forgets the db when the scenario is seeded afresh, and starts in sessionStorage again', async () => {
    const idb = new IDBFactory()
    const { storage, store } = tab(idb, undefined, smallDb)
    await store.save(bigDb)
    await store.clear()
    expect(await tab(idb, storage).store.load()).toBeUndefined()
    await store.save(smallDb)
    expect(store.kind()).toBe('sessionStorage')
    expect(await tab(idb, storage).store.load()).toEqual(smallDb)
  })
})
