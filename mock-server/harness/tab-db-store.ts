import type { CollectionName } from '../db/db'

/**
 * What a tab keeps of its mock db: the id counters, each collection as JSON, and the seeded version of each
 * record changed since seeding (tab-changes.ts, as JSON: what a link to the tab carries is worked out from it).
 */
export type StoredDb = {
  ids: Record<string, number>
  collections: Partial<Record<CollectionName, string>>
  seeded?: string
}

export type TabDbStoreKind = 'sessionStorage' | 'indexedDB'

/**
 * Where a tab keeps its db between reloads. Per tab like sessionStorage: a new tab starts from its
 * scenario, a reload keeps the tab's changes. The db lives in sessionStorage (written at once, so
 * a reload right after a change keeps it) until it no longer fits the quota (about 5 MB: a
 * customer with 10,000 orders is 11 MB); then the tab moves it to IndexedDB under a key of its own,
 * which only this tab's sessionStorage names.
 */
export type TabDbStore = {
  kind(): TabDbStoreKind
  load(): Promise<StoredDb | undefined>
  /** Writes the ids and the given collections; the others stay as stored. Resolves once kept. */
  save(changes: StoredDb): Promise<void>
  /** Forgets the tab's db (a scenario is seeded afresh). */
  clear(): Promise<void>
}

const prefix = 'mein-konto.harness.db'
const idsKey = `${prefix}.ids`
const seededKey = `${prefix}.seeded`
/** Set once the tab's db moved to IndexedDB: the key of its entries there. */
const movedKey = `${prefix}.indexeddb-key`
const collectionKey = (name: string) => `${prefix}.collection.${name}`
const idbName = 'mein-konto-harness'
const idbStoreName = 'tab-collections'
/** Keys in IndexedDB are [tab key, collection name]; the ids and the seeded records go under these names. */
const idsEntry = '#ids'
const seededEntry = '#seeded'

function request<T>(idbRequest: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    idbRequest.onsuccess = () => resolve(idbRequest.result)
    idbRequest.onerror = () => reject(idbRequest.error)
  })
}

function completion(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error)
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
  })
}

const databases = new WeakMap<IDBFactory, Promise<IDBDatabase>>()
function openDatabase(idb: IDBFactory): Promise<IDBDatabase> {
  let database = databases.get(idb)
  if (!database) {
    database = new Promise((resolve, reject) => {
      const opening = idb.open(idbName, 1)
      opening.onupgradeneeded = () => opening.result.createObjectStore(idbStoreName)
      opening.onsuccess = () => resolve(opening.result)
      opening.onerror = () => reject(opening.error)
    })
    databases.set(idb, database)
  }
  return database
}

/** All of a tab's entries: [tabKey, any string]. Arrays sort after strings, so [tabKey, []] ends the range. */
type IndexedDb = { factory: IDBFactory; keyRange: typeof IDBKeyRange }
const entriesOf = (idb: IndexedDb, tabKey: string) => idb.keyRange.bound([tabKey], [tabKey, []])

async function readIndexedDb(idb: IndexedDb, tabKey: string): Promise<StoredDb | undefined> {
  const store = (await openDatabase(idb.factory)).transaction(idbStoreName, 'readonly').objectStore(idbStoreName)
  const [keys, values] = await Promise.all([
    request(store.getAllKeys(entriesOf(idb, tabKey))),
    request(store.getAll(entriesOf(idb, tabKey))),
  ])
  if (keys.length === 0) return undefined
  const stored: StoredDb = { ids: {}, collections: {} }
  keys.forEach((key, index) => {
    const name = (key as [string, string])[1]
    if (name === idsEntry) stored.ids = JSON.parse(values[index] as string) as Record<string, number>
    else if (name === seededEntry) stored.seeded = values[index] as string
    else stored.collections[name as CollectionName] = values[index] as string
  })
  return stored
}

async function writeIndexedDb(idb: IndexedDb, tabKey: string, changes: StoredDb, replace = false) {
  const transaction = (await openDatabase(idb.factory)).transaction(idbStoreName, 'readwrite')
  const store = transaction.objectStore(idbStoreName)
  if (replace) store.delete(entriesOf(idb, tabKey))
  store.put(JSON.stringify(changes.ids), [tabKey, idsEntry])
  if (changes.seeded !== undefined) store.put(changes.seeded, [tabKey, seededEntry])
  for (const [name, json] of Object.entries(changes.collections)) store.put(json, [tabKey, name])
  await completion(transaction)
}

const keysOf = (storage: Storage) =>
  Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter((key) => key !== null)

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22)

/**
 * The tab's store. `allCollections` gives every collection as JSON: moving to IndexedDB writes
 * them all. `idb` is there for tests (a fake IndexedDB); without one the db stays in sessionStorage
 * (and a db too big for it is not kept: a reload seeds the scenario afresh).
 */
export function openTabDbStore({
  storage = sessionStorage,
  idb = typeof indexedDB === 'undefined' ? undefined : { factory: indexedDB, keyRange: IDBKeyRange },
  allCollections,
  newTabKey = () => crypto.randomUUID(),
}: {
  storage?: Storage
  idb?: IndexedDb
  allCollections: () => StoredDb['collections']
  newTabKey?: () => string
}): TabDbStore {
  const movedTo = () => storage.getItem(movedKey) ?? undefined

  const clearSessionEntries = () => {
    for (const key of keysOf(storage)) if (key.startsWith(prefix)) storage.removeItem(key)
  }

  const moveToIndexedDb = async ({ ids, seeded }: StoredDb) => {
    if (!idb) return
    const tabKey = newTabKey()
    await writeIndexedDb(idb, tabKey, { ids, seeded, collections: allCollections() }, true)
    clearSessionEntries()
    storage.setItem(movedKey, tabKey)
  }

  return {
    kind: () => (movedTo() ? 'indexedDB' : 'sessionStorage'),
    async load() {
      const tabKey = movedTo()
      if (tabKey) return idb ? readIndexedDb(idb, tabKey) : undefined
      const ids = storage.getItem(idsKey)
      if (ids === null) return undefined
      const collections: StoredDb['collections'] = {}
      for (const key of keysOf(storage)) {
        if (key.startsWith(collectionKey(''))) {
          collections[key.slice(collectionKey('').length) as CollectionName] = storage.getItem(key) ?? '[]'
        }
      }
      const seeded = storage.getItem(seededKey) ?? undefined
      return {
        ids: JSON.parse(ids) as Record<string, number>,
        collections,
        ...(seeded === undefined ? {} : { seeded }),
      }
    },
    async save(changes) {
      const tabKey = movedTo()
      if (tabKey && idb) return writeIndexedDb(idb, tabKey, changes)
      try {
        for (const [name, json] of Object.entries(changes.collections)) storage.setItem(collectionKey(name), json)
        storage.setItem(idsKey, JSON.stringify(changes.ids))
        if (changes.seeded !== undefined) storage.setItem(seededKey, changes.seeded)
      } catch (error) {
        if (!isQuotaError(error)) throw error
        // Too big for sessionStorage: from now on this tab keeps its db in IndexedDB.
        await moveToIndexedDb(changes)
      }
    },
    async clear() {
      const tabKey = movedTo()
      clearSessionEntries()
      if (tabKey && idb) {
        const transaction = (await openDatabase(idb.factory)).transaction(idbStoreName, 'readwrite')
        transaction.objectStore(idbStoreName).delete(entriesOf(idb, tabKey))
        await completion(transaction)
      }
    },
  }
}
