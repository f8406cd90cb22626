import type { MessageDescriptor } from 'react-intl'
import type { FlagOverrides } from '@flags/definitions'
import type { ServiceName } from '@/shared/config/services'
import type { OutboxMail } from '../../mock-server/db/schemas'
import { commonMessages } from '@/shared/intl/common-messages'

/** The faults every call is tried with (the mock harness's fault kinds). */
export const matrixFaults = ['http-500', 'network-error', 'timeout', 'malformed-json'] as const
export type MatrixFault = (typeof matrixFaults)[number]

/**
 * Answers with a meaning of their own (401: the token is refused, 403: refused or wrong password, 429: the
 * service throttles sign-in, checks and mails). A cell of these columns exists only where a call's case names
 * the message.
 */
export const statusFaults = ['http-401', 'http-403', 'http-429'] as const
export type StatusFault = (typeof statusFaults)[number]
export type CaseFault = MatrixFault | StatusFault

/** Something on the page: a text, or a button or link by its accessible name. */
export type OnScreen = { text: string | RegExp } | { role: 'button' | 'link'; name: string | RegExp }

/**
 * What the customer sees after the fault: a catalogued message (with its values where it has
 * placeholders), or a text the page shows after the failure (e.g. the login page a failed session
 * call ends on). Where the spec says the failure shows nothing, the page as it is once the call has
 * settled (its retries and timeout included): `present` is there (a button or link: enabled, e.g.
 * pressable again), `absent` is not; `absent` is what the call's success shows, which the matrix
 * checks once per call without the fault.
 */
export type ExpectedOutcome =
  | MessageDescriptor
  | { message: MessageDescriptor; values: Record<string, string | number> }
  | { text: string | RegExp }
  | { present: OnScreen; absent: OnScreen }

/**
 * What the customer does before the call is made. `fill` types into the field with that label (or
 * picks the option of a select), `check` ticks the checkbox or radio with that label, `click`
 * presses a button (or link); `description` picks one of several of the same name by what it
 * refers to (its accessible description, e.g. the product of a list item's "Entfernen"). `dialog`
 * moves into the open modal dialog of that name: the steps after it (and the check that the input
 * is kept) look only inside it, as the page behind a modal is inert.
 * The last step is the click that makes the faulted call; what was filled and checked since the click
 * before it is the submitted form and must be kept. `returnFromGoogle`: the click before it left the
 * app for Google's sign-in; the customer signs in there as this person and comes back (a fresh page
 * load of the address Google sends them to, as in the browser). `openMailedLink`: the customer opens the link of
 * the newest mail of that kind in the mock's outbox (a page load of it).
 */
export type UserStep =
  | { fill: Record<string, string> }
  | { check: string }
  | { click: string | RegExp; role?: 'button' | 'link'; description?: string | RegExp }
  | { dialog: string }
  | { returnFromGoogle: { email: string; firstName: string; lastName: string } }
  | { openMailedLink: OutboxMail['kind'] }

/** Where a call is made and what each fault must show there. */
export type FaultCase = {
  /** Scenario to seed and the path to open (through paths.*.getHref). */
  scenario: string
  path: string
  /** Flags on top of the scenario's, for calls behind a feature flag. */
  flags?: FlagOverrides
  /** What the customer does until the call is made; none when the page makes it as it opens. */
  steps?: UserStep[]
  /** The outcome per fault; a matrix fault without one is an uncovered cell. */
  expected: Partial<Record<CaseFault, ExpectedOutcome>>
  /**
   * Where the spec moves the customer on from the form when the call fails (account verification
   * goes to the customer service): the click back to the form, where the input must still be.
   */
  backToForm?: { click: string | RegExp; role?: 'button' | 'link' }
  /**
   * Other calls of the same service that fail too (always), where only such a failure makes the app
   * make this call: a signed-in call answered 401 sets off the session refresh (spec section 4).
   */
  alsoFailing?: { endpoint: string; kind: CaseFault }[]
}

/**
 * One call the app makes (spec section 7). Each feature lists its calls in `api/calls.ts`, next to
 * its fetchers; `src/app/api-calls.ts` collects them. The fault matrix tests (`api/fault-matrix.test.tsx`
 * per feature) and `npm run report:faults` are generated from these rows.
 */
export type ApiCall = {
  service: ServiceName
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** Path template as the mock handler names it, e.g. `/orders/:id`. */
  path: string
  /** The screen that makes the call and what the customer does there; missing means uncovered. */
  screen?: FaultCase
}

export const callEndpoint = (call: Pick<ApiCall, 'method' | 'path'>) => `${call.method} ${call.path}`

/** The faults a call's case covers, in matrix order. */
export const coveredFaults = (call: ApiCall): CaseFault[] =>
  [...matrixFaults, ...statusFaults].filter((fault) => call.screen?.expected[fault] !== undefined)

/** A page whose data failed to load shows "wrong on our side, reload" for every fault (spec section 8). */
export const loadFailedOnEveryFault: FaultCase['expected'] = {
  'http-500': commonMessages.loadFailed,
  'network-error': commonMessages.loadFailed,
  timeout: commonMessages.loadFailed,
  'malformed-json': commonMessages.loadFailed,
}

/**
 * The request-error alert's rule (spec section 8, login "No response: CONNECTION"): this message when
 * the service answered with an error or unreadable JSON, the connection message when no answer came.
 */
export const answeredOrNoConnection = (
  answered: ExpectedOutcome = commonMessages.genericError,
): FaultCase['expected'] => ({
  'http-500': answered,
  'network-error': commonMessages.connectionError,
  timeout: commonMessages.connectionError,
  'malformed-json': answered,
})

/** The same outcome for each of the four matrix faults. */
export const onEveryFault = (outcome: ExpectedOutcome): FaultCase['expected'] =>
  Object.fromEntries(matrixFaults.map((fault) => [fault, outcome]))

/** The throttled call's message: the fault answers `Retry-After: 600`, ten minutes (with-service.ts). */
export const tooManyAttemptsInTenMinutes: ExpectedOutcome = {
  message: commonMessages.tooManyAttempts,
  values: { minutes: 10 },
}
