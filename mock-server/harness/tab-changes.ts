import {
  db,
  dbCollectionNames,
  onDbRecordChange,
  recordKeyOf,
  storedRecordOf,
  type CollectionName,
  type StoredRecord,
} from '../db/db'
import {
  addRecord,
  changeRecord,
  customerWithId,
  removeRecord,
  standInPassword,
  type RecordFields,
} from '../factories/saved-changes'

/**
 * What a tab changed in its mock db since the scenario seeded it, record by record: what a link that
 * restores the tab carries (tab-link.ts) and what a scenario saved from the tab adds (scenario-module.ts).
 * Not the whole db: each record the tab touched is kept as it was seeded, so a change is the difference of
 * that record alone, and where the changes land a record that no longer looks as it was seeded is named.
 */

/** The session is not among the changes: where they land, its customer is signed in afresh (tab-link.ts). */
const trackedCollections = dbCollectionNames.filter((name) => name !== 'sessions')

/** Each record the tab touched since seeding, as it was seeded; null: made in the tab. */
export type SeededRecords = Partial<Record<CollectionName, Record<string, StoredRecord | null>>>

/** What changed in one collection: records made, fields changed, records removed (each named by its key). */
export type CollectionChanges = {
  added?: StoredRecord[]
  /** `seeded`: the fingerprint of the record as seeded, where the change was made. */
  changed?: Record<string, { seeded: string; fields: RecordFields }>
  /** The fingerprint of each removed record as seeded. */
  removed?: Record<string, string>
}
export type DbChanges = Partial<Record<CollectionName, CollectionChanges>>

/** A short fingerprint of a text (cyrb53: 53 bits, base 36): enough to see that a record or a seeding differs. */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 2654435761)
    h2 = Math.imul(h2 ^ code, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

const recordFingerprint = (record: StoredRecord) => fingerprint(JSON.stringify(record))

/**
 * Keeps, from now on, the seeded version of each record before its first change (the db's hooks fire before
 * a change is applied). Start it right after seeding, or after restoring a tab with what it kept (`initial`).
 */
export function trackChangesSinceSeeding(initial: SeededRecords = {}) {
  const seeded: SeededRecords = structuredClone(initial)
  const stop = onDbRecordChange((name, { kind, record }) => {
    if (name === 'sessions') return
    const records = (seeded[name] ??= {})
    const key = recordKeyOf(name, record)
    if (!(key in records)) records[key] = kind === 'create' ? null : storedRecordOf(name, record)
  })
  return { seededRecords: () => seeded, stop }
}

function currentRecords(name: CollectionName): Map<string, StoredRecord> {
  return new Map(db[name].all().map((record) => [recordKeyOf(name, record), storedRecordOf(name, record)]))
}

/** The fields whose values differ, with their new values; a field that is gone is null. */
function changedFields(seeded: StoredRecord, current: StoredRecord): RecordFields {
  const fields: RecordFields = {}
  for (const field of new Set([...Object.keys(seeded), ...Object.keys(current)])) {
    if (field === 'customerId') continue
    if (JSON.stringify(seeded[field]) !== JSON.stringify(current[field])) fields[field] = current[field] ?? null
  }
  return fields
}

/** A password hash never leaves the tab: a customer who set a password has the stand-in where the changes land. */
function withoutPasswordHash(name: CollectionName, fields: RecordFields): RecordFields {
  if (name !== 'customers' || !('passwordHash' in fields)) return fields
  const { passwordHash, ...rest } = fields
  return { ...rest, password: passwordHash === null ? null : standInPassword }
}

/** The tab's db against the seeded records: what was made, changed and removed since seeding. */
export function dbChangesSince(seeded: SeededRecords): DbChanges {
  const changes: DbChanges = {}
  for (const name of trackedCollections) {
    const touched = Object.entries(seeded[name] ?? {})
    if (touched.length === 0) continue
    const current = currentRecords(name)
    const collection: CollectionChanges = {}
    for (const [key, seededRecord] of touched) {
      const now = current.get(key)
      if (!seededRecord) {
        if (now) (collection.added ??= []).push(withoutPasswordHash(name, now) as StoredRecord)
      } else if (!now) {
        ;(collection.removed ??= {})[key] = recordFingerprint(seededRecord)
      } else {
        const fields = changedFields(seededRecord, now)
        if (Object.keys(fields).length > 0)
          (collection.changed ??= {})[key] = {
            seeded: recordFingerprint(seededRecord),
            fields: withoutPasswordHash(name, fields),
          }
      }
    }
    if (Object.keys(collection).length > 0) changes[name] = collection
  }
  return changes
}

/**
 * The fingerprint of the scenario's seeded data (the session left out: its id is random), worked out from
 * the db as it is now and the seeded versions of what the tab touched. A link carries it: where the same
 * scenario seeds other data by now, the link says so.
 */
export function seedFingerprint(seeded: SeededRecords = {}): string {
  const parts = trackedCollections.map((name) => {
    const records = currentRecords(name)
    for (const [key, seededRecord] of Object.entries(seeded[name] ?? {})) {
      if (seededRecord) records.set(key, seededRecord)
      else records.delete(key)
    }
    const sorted = [...records].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, record]) => record)
    return `${name}:${JSON.stringify(sorted)}`
  })
  return fingerprint(parts.join('\n'))
}

/** A change that no longer fits the db it was to land in: which record, and why it was left out. */
export type Misfit = { collection: CollectionName; key: string; reason: 'exists' | 'gone' | 'differs' | 'no-owner' }

/**
 * Puts the changes into the db (seeded with their scenario): each change whose record still looks as it
 * did when the change was made. The others are left out and named; a removal lands in any case (the record
 * is gone either way).
 */
export async function applyDbChanges(changes: DbChanges): Promise<Misfit[]> {
  const misfits: Misfit[] = []
  const context = { db }
  for (const name of trackedCollections) {
    const collection = changes[name]
    if (!collection) continue
    const current = currentRecords(name)
    for (const key of Object.keys(collection.removed ?? {}))
      if (current.has(key)) await removeRecord(context, name, key)
    for (const [key, { seeded, fields }] of Object.entries(collection.changed ?? {})) {
      const record = current.get(key)
      if (!record) misfits.push({ collection: name, key, reason: 'gone' })
      else if (recordFingerprint(record) !== seeded) misfits.push({ collection: name, key, reason: 'differs' })
      else await changeRecord(context, name, key, fields)
    }
    for (const record of collection.added ?? []) {
      const key = recordKeyOf(name, record)
      if (current.has(key)) misfits.push({ collection: name, key, reason: 'exists' })
      else if (record.customerId && !customerWithId(context, record.customerId))
        misfits.push({ collection: name, key, reason: 'no-owner' })
      else await addRecord(context, name, record)
    }
  }
  return misfits
}

/** What is secret among the changes: the keys of records made in the tab that say what a mail link acts on. */
const secretKey = /^(?:[0-9a-f]{32}|([a-z][a-z-]*)-[A-Za-z0-9_-]{22})$/

/** A secret's kind: `token` (32 hex digits), else the prefix of an unguessable id (`subscription`). */
export type SecretKind = string

/**
 * The changes with each secret (a token mailed in the tab, an unguessable id made there) replaced by a
 * placeholder `«n»`, and the kind of each: they do not leave the tab; where the changes land, each gets a
 * fresh value of its kind (`revealSecrets`), the same wherever it stands (a mail's link, a record's key).
 */
export function hideSecrets(changes: DbChanges): { json: string; secrets: SecretKind[] } {
  const secrets = new Map<string, SecretKind>()
  for (const name of trackedCollections) {
    for (const record of changes[name]?.added ?? []) {
      const match = secretKey.exec(recordKeyOf(name, record))
      if (match) secrets.set(match[0], match[1] ?? 'token')
    }
  }
  let json = JSON.stringify(changes)
  ;[...secrets.keys()].forEach((secret, index) => (json = json.replaceAll(secret, `«${index}»`)))
  return { json, secrets: [...secrets.values()] }
}

/** The changes with each placeholder replaced by the fresh value `freshValue` gives for its kind. */
export function revealSecrets(
  json: string,
  secrets: SecretKind[],
  freshValue: (kind: SecretKind) => string,
): DbChanges {
  const values = secrets.map(freshValue)
  return JSON.parse(json.replace(/«(\d+)»/g, (placeholder, index: string) => values[Number(index)] ?? placeholder))
}
