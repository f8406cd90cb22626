import type { MessageDescriptor } from 'react-intl'
import type { ServiceName } from '../config/services'
import { commonMessages } from '../intl/common-messages'

/** The faults the fault matrix injects for every call (the mock harness's fault kinds). */
export const matrixFaults = ['http-500', 'network-error', 'timeout', 'malformed-json'] as const
export type MatrixFault = (typeof matrixFaults)[number]

/** Where a call is made on a screen: the page to open and what it must show for each fault. */
export type ScreenFaultCase = {
  /** Scenario to seed and the path to open (through paths.*.getHref). */
  scenario: string
  path: string
  /** The catalogued message per fault; a fault without one is an uncovered cell. */
  expected: Partial<Record<MatrixFault, MessageDescriptor>>
}

/**
 * One call the app makes (spec section 7). Each feature lists its calls in `api/calls.ts`, next to
 * its fetchers; `src/app/api-calls.ts` collects them. The fault matrix test and `npm run
 * report:faults` are generated from these rows.
 */
export type ApiCall = {
  service: ServiceName
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path template as the mock handler names it, e.g. `/orders/:id`. */
  path: string
  /** The screen that makes the call, when it loads with the page; flows behind a form have none yet. */
  screen?: ScreenFaultCase
}

export const callEndpoint = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`

/** A page whose data failed to load shows "wrong on our side, reload" for every fault (spec section 8). */
export const loadFailedOnEveryFault: ScreenFaultCase['expected'] = {
  'http-500': commonMessages.loadFailed,
  'network-error': commonMessages.loadFailed,
  timeout: commonMessages.loadFailed,
  'malformed-json': commonMessages.loadFailed,
}
