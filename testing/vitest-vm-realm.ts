/**
 * Vitest runs each test file in a fresh VM context of a reused worker (pool `vmThreads`): jsdom and
 * the dependencies load once per worker instead of once per file, which took half of the suite's time.
 * Node's own globals live in the worker's realm, not the file's; three of them would surprise the code
 * under test, and are given a realm-true form here, before anything else loads (first setup file).
 */
import { webcrypto } from 'node:crypto'
import * as webStreams from 'node:stream/web'

const testRealm = globalThis as Record<string, unknown>

// msw reads the web streams, and the mock's ids use crypto.subtle: jsdom's window has neither.
for (const [name, value] of Object.entries(webStreams)) testRealm[name] ??= value
if (!(globalThis.crypto as Crypto | undefined)?.subtle)
  Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true })

/**
 * Objects built by Node (structuredClone, a fetch body's JSON) have the worker realm's Object.prototype,
 * and @msw/data's immutable updates refuse anything that is not a plain object of their own realm.
 */
function intoTestRealm(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value
  if (Array.isArray(value)) return Array.from(value, intoTestRealm)
  if (value instanceof Object) return value
  switch (Object.prototype.toString.call(value)) {
    case '[object Date]':
      return new Date((value as Date).getTime())
    case '[object Map]':
      return new Map(
        [...(value as Map<unknown, unknown>)].map(([key, item]) => [intoTestRealm(key), intoTestRealm(item)]),
      )
    case '[object Set]':
      return new Set([...(value as Set<unknown>)].map(intoTestRealm))
    case '[object Object]':
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, intoTestRealm(item)]))
    default:
      return value
  }
}

const workerStructuredClone = globalThis.structuredClone
globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) =>
  intoTestRealm(workerStructuredClone(value, options))) as typeof structuredClone

for (const Body of [Request, Response]) {
  Body.prototype.json = async function json(this: Request | Response): Promise<unknown> {
    return JSON.parse(await this.text()) as unknown
  }
}
