import type { ServiceName } from '../../src/shared/config/services'

/** Fault injection and latency, applied once around every handler (see with-service.ts). */

/**
 * Every fault the harness can inject; the stored harness state is checked against this list.
 * `http-401`: the service refuses the sign-in token (e.g. change password's "wrong token").
 * `lost-answer`: the service does the work (a cancellation is made), but its answer never arrives, so
 * the app times out on a change that did happen.
 */
export const faultKinds = [
  'http-500',
  'http-403',
  'http-401',
  'http-429',
  'network-error',
  'timeout',
  'lost-answer',
  'malformed-json',
] as const
export type FaultKind = (typeof faultKinds)[number]

/** The faults whose answer never comes: the app's own timeout ends the call. */
export function answerNeverComes(kind: FaultKind | undefined): boolean {
  return kind === 'timeout' || kind === 'lost-answer'
}

export type FaultRule = {
  service: ServiceName
  /** Only this endpoint, e.g. `POST /user/login`; all of the service when absent. */
  endpoint?: string
  kind: FaultKind
  /** How many calls still fail; `'always'` until removed. */
  remaining: number | 'always'
}

export type LatencySetting =
  { mode: 'none' } | { mode: 'realistic' } | { mode: 'slow-3g' } | { mode: 'fixed'; ms: number }

export type MockControls = { faults: FaultRule[]; latency: LatencySetting }

export const mockControls: MockControls = { faults: [], latency: { mode: 'none' } }

export function injectFault(rule: FaultRule): void {
  mockControls.faults.push(rule)
}

export function clearFaults(): void {
  mockControls.faults = []
}

export function setLatency(latency: LatencySetting): void {
  mockControls.latency = latency
}

/** Takes the fault that applies to this call, counting it down. */
export function takeFault(service: ServiceName, endpoint: string): FaultKind | undefined {
  const rule = mockControls.faults.find(
    (candidate) => candidate.service === service && (!candidate.endpoint || candidate.endpoint === endpoint),
  )
  if (!rule) return undefined
  if (rule.remaining !== 'always') {
    rule.remaining -= 1
    if (rule.remaining <= 0) mockControls.faults = mockControls.faults.filter((candidate) => candidate !== rule)
  }
  return rule.kind
}

export function latencyMs(setting: LatencySetting): number {
  switch (setting.mode) {
    case 'none':
      return 0
    case 'realistic':
      return 150 + Math.round(Math.random() * 350)
    case 'slow-3g':
      return 2000
    case 'fixed':
      return setting.ms
  }
}
