import * as z from 'zod'
import { db } from '../db/db'
import { continueIds } from '../factories/saved-changes'
import { mockNow, setMockNow } from '../runtime/clock'
import { mockControls, type MockControls } from '../runtime/faults'
import { snapshotIds } from '../runtime/ids'
import { randomHex } from '../runtime/tokens'
import { base64Url, fromBase64Url, unguessableId } from '../runtime/unguessable-ids'
import { mockControlsSchema } from './harness-state-schema'
import { tabStateParameter } from './harness-state'
import { signInAs, signOut, type SessionTimes } from './sign-in-as'
import {
  applyDbChanges,
  dbChangesSince,
  hideSecrets,
  revealSecrets,
  seedFingerprint,
  type Misfit,
  type SeededRecords,
} from './tab-changes'

/**
 * What a link carries of a tab beyond the URL contract (scenario, environment, shop, flags, page): the db's
 * changes since seeding, who is signed in, the exact clock, latency and faults, tracking consent. It travels
 * in the link's fragment (`#state=1.…`), compressed, so no server and no server log ever sees it; the
 * fragment leaves the address bar once applied.
 */
const formatVersion = '1'

/**
 * About what mail programs and tickets keep of a link: longer links are cut short or not made clickable by
 * some (docs/harness.md). The panel warns above it; a link cut short opens its scenario and says so.
 */
export const linkLengthKept = 2000

const tabStateSchema = z.object({
  /** The fingerprint of the scenario's seeded data where the link was made. */
  seed: z.string(),
  /** The mock clock when the link was made, to the millisecond; whether it had been moved from the scenario's. */
  now: z.iso.datetime(),
  clockMoved: z.boolean(),
  controls: mockControlsSchema,
  /** Who was signed in (by customer number: the session's id stays in the tab) and since when. */
  session: z
    .object({
      customerNumber: z.string(),
      createdAt: z.iso.datetime(),
      lastSeenAt: z.iso.datetime(),
      stayLoggedIn: z.boolean(),
      loginMethod: z.string(),
    })
    .nullable(),
  ids: z.record(z.string(), z.number().int().nonnegative()),
  /** The db's changes (tab-changes.ts) as JSON, each secret a placeholder; `secrets` names their kinds. */
  db: z.string(),
  secrets: z.array(z.string()),
  trackingConsent: z.boolean(),
})
export type TabState = z.infer<typeof tabStateSchema>

async function throughStream(bytes: Uint8Array, stream: CompressionStream | DecompressionStream) {
  const output = new Blob([bytes as BlobPart]).stream().pipeThrough(stream)
  return new Uint8Array(await new Response(output).arrayBuffer())
}

/** The fragment's value: version, then the state as JSON, deflated (the browser's CompressionStream), base64url. */
export async function encodeTabState(state: TabState): Promise<string> {
  const deflated = await throughStream(
    new TextEncoder().encode(JSON.stringify(state)),
    new CompressionStream('deflate-raw'),
  )
  return `${formatVersion}.${base64Url(deflated)}`
}

/** Why a link's state could not be read: another version's, or cut short (a mail program, a ticket's field). */
export class UnreadableTabState extends Error {}

export async function decodeTabState(value: string): Promise<TabState> {
  const [version, data = ''] = value.split('.', 2)
  if (version !== formatVersion) throw new UnreadableTabState(`format ${version ?? '?'}`)
  try {
    const json = new TextDecoder().decode(
      await throughStream(fromBase64Url(data), new DecompressionStream('deflate-raw')),
    )
    return tabStateSchema.parse(JSON.parse(json))
  } catch (error) {
    throw new UnreadableTabState(error instanceof Error ? error.message : String(error))
  }
}

/** The fragment's value in a URL's hash (`#state=…`), or undefined. */
export function tabStateOf(hash: string): string | undefined {
  return new URLSearchParams(hash.replace(/^#/, '')).get(tabStateParameter) ?? undefined
}

/**
 * The tab's state as a link carries it, from the seeded versions of what it changed. `seed` is the seeding's
 * fingerprint (tab-changes.ts `seedFingerprint`), which a tab works out once.
 */
export function currentTabState({
  seed = undefined,
  seeded,
  clockMoved,
  trackingConsent,
}: {
  seed?: string
  seeded: SeededRecords
  clockMoved: boolean
  trackingConsent: boolean
}): TabState {
  const session = db.sessions.all()[0]
  const customerNumber = session?.customer?.customerNumber
  const { json, secrets } = hideSecrets(dbChangesSince(seeded))
  return {
    seed: seed ?? seedFingerprint(seeded),
    now: mockNow().toISOString(),
    clockMoved,
    controls: structuredClone(mockControls),
    session:
      session && customerNumber
        ? {
            customerNumber,
            createdAt: session.createdAt,
            lastSeenAt: session.lastSeenAt,
            stayLoggedIn: session.stayLoggedIn,
            loginMethod: session.loginMethod,
          }
        : null,
    ids: snapshotIds(),
    db: json,
    secrets,
    trackingConsent,
  }
}

/** What opening a link did: all of its state applied, or what of it no longer fits the scenario. */
export type LinkOutcome = {
  /** The scenario seeds other data than where the link was made. */
  seedDiffers: boolean
  /** Changes left out: their records no longer look as they did. */
  misfits: Misfit[]
  /** The customer who was signed in is not in the scenario any more (nobody is signed in then). */
  missingCustomer?: string
  /** How many records the link changed, made or removed. */
  changes: number
}

/** A fresh value for a secret of the link (tab-changes.ts `hideSecrets`): a token, or an unguessable id. */
export const freshSecret = (kind: string) => (kind === 'token' ? randomHex(16) : unguessableId(kind))

/**
 * Puts a link's state into a tab freshly seeded with the link's scenario (`seedFingerprint` is that
 * seeding's). Call with the db's changes being tracked, so that a link taken from this tab carries them on.
 */
export async function applyTabState(state: TabState, seededFingerprint: string): Promise<LinkOutcome> {
  const changes = revealSecrets(state.db, state.secrets, freshSecret)
  const misfits = await applyDbChanges(changes)
  continueIds(state.ids)
  signOut()
  let missingCustomer: string | undefined
  if (state.session) {
    const { customerNumber, ...since } = state.session
    if (!(await signInAs(customerNumber, since satisfies SessionTimes))) missingCustomer = customerNumber
  }
  Object.assign(mockControls, structuredClone(state.controls) as MockControls)
  setMockNow(state.now)
  const count = Object.values(changes).reduce(
    (sum, collection) =>
      sum +
      (collection.added?.length ?? 0) +
      Object.keys(collection.changed ?? {}).length +
      Object.keys(collection.removed ?? {}).length,
    0,
  )
  return { seedDiffers: state.seed !== seededFingerprint, misfits, missingCustomer, changes: count }
}

/** What opening a link did, for the panel to say: its state applied (and what of it no longer fit), or why not. */
export type LinkNotice =
  | ({ kind: 'applied'; scenarioId: string; clockMoved: boolean; trackingConsent: boolean } & LinkOutcome)
  /** The fragment could not be read: cut short (a mail program, a ticket), or of another version. */
  | { kind: 'unreadable'; scenarioId: string }
  /** The link names a scenario the harness does not know (any more): its state was made on another seeding. */
  | { kind: 'unknown-scenario'; scenarioId: string }

/**
 * Opens a link's state (the fragment's value) in a tab that has just seeded the link's scenario (`seeded`;
 * false where the link named no scenario the harness knows).
 */
export async function openTabLink(
  value: string,
  { scenarioId, seeded, seedFingerprint }: { scenarioId: string; seeded: boolean; seedFingerprint: string },
): Promise<LinkNotice> {
  if (!seeded) return { kind: 'unknown-scenario', scenarioId }
  let state: TabState
  try {
    state = await decodeTabState(value)
  } catch {
    return { kind: 'unreadable', scenarioId }
  }
  const outcome = await applyTabState(state, seedFingerprint)
  return {
    kind: 'applied',
    scenarioId,
    clockMoved: state.clockMoved,
    trackingConsent: state.trackingConsent,
    ...outcome,
  }
}
