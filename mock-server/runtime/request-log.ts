import type { ServiceName } from '../../src/shared/config/services'
import { answerNeverComes, type FaultKind } from './faults'
import { maskSecrets } from './secret-masking'

/** One call the mock answered, as the harness panel lists it. */
export type RequestLogEntry = {
  id: number
  service: ServiceName
  method: string
  /** The path below the service's base, with the query; tokens, passwords and the like masked (secret-masking.ts). */
  path: string
  /** The HTTP status; 0 for a network error, null while no answer came (timeout, lost answer). */
  status: number | null
  latencyMs: number
  /** The injected fault that answered instead of the handler. */
  fault?: FaultKind
}

/** Enough for a session of clicking around; older calls drop off. */
const maxEntries = 200
let entries: RequestLogEntry[] = []
let nextId = 1
const listeners = new Set<() => void>()

/** Newest first. */
export function requestLog(): RequestLogEntry[] {
  return entries
}

export function clearRequestLog(): void {
  entries = []
  for (const listener of listeners) listener()
}

export function onRequestLogged(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function record(entry: Omit<RequestLogEntry, 'id'>): void {
  entries = [{ id: nextId++, ...entry }, ...entries].slice(0, maxEntries)
  for (const listener of listeners) listener()
}

/** What the handler tells the log while it answers: which injected fault, if any, answered. */
export type CallNote = { fault(kind: FaultKind): void }

/**
 * Answers a call through `answer` and logs it with its latency (the simulated one included).
 * A timeout or lost-answer fault is logged at once (once the handler has done its work): its answer never comes.
 */
export async function loggedAnswer(
  call: { service: ServiceName; request: Request; basePath: string },
  answer: (note: CallNote) => Response | Promise<Response>,
): Promise<Response> {
  const started = performance.now()
  const url = new URL(call.request.url)
  const base = url.pathname.indexOf(call.basePath)
  const path = maskSecrets(`${base >= 0 ? url.pathname.slice(base + call.basePath.length) : url.pathname}${url.search}`)
  let fault: FaultKind | undefined
  const note: CallNote = {
    fault(kind) {
      fault = kind
      if (answerNeverComes(kind))
        record({ service: call.service, method: call.request.method, path, fault, status: null, latencyMs: 0 })
    },
  }
  const response = await answer(note)
  record({
    service: call.service,
    method: call.request.method,
    path,
    fault,
    status: response.type === 'error' ? 0 : response.status,
    latencyMs: Math.round(performance.now() - started),
  })
  return response
}
