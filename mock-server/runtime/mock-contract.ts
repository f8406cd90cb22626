import contractDocument from '../../contract/openapi.json' with { type: 'json' }
import { contractCheckOf, openApiPath, type ContractCheck } from './contract-check'

/**
 * The mock holds its answers to the committed contract (contract/openapi.json) wherever it runs:
 * Vitest, Storybook, the dev server, the prototype and the standalone server. A broken answer is
 * reported loudly, naming the call, and passed on as it is (the app sees what it would have seen).
 */
let contract: ContractCheck | undefined
let paused = false

/** While the contract itself is generated from the mock's answers, the old document is no measure. */
export function pauseContractCheck(pause: boolean): void {
  paused = pause
}

/**
 * Calls the mock answers that are not the app's and so not in the contract: the browser's own CSP
 * violation reports (report-uri of the production headers).
 */
const notTheAppsCalls = ['logging POST /csp-reports']

/** The violations reported so far, newest last (for tests of the check itself). */
export const contractViolations: string[] = []

/** Reports a violation where every runner notices: the console (Vitest's guard, Playwright) and, in a browser, an uncaught error. */
function report(message: string): void {
  contractViolations.push(message)
  if (contractViolations.length > 50) contractViolations.shift()
  console.error(message)
  // In a browser (not jsdom under Node), Storybook's test runner and Playwright fail on an uncaught error.
  if (typeof process === 'undefined' || !process.versions?.node)
    setTimeout(() => {
      throw new Error(message)
    })
}

const checksInFlight = new Set<Promise<void>>()

async function check(call: { service: string; method: string; path: string }, answer: Response): Promise<void> {
  const body = await answer.text()
  contract ??= contractCheckOf(contractDocument)
  const problem = contract.problemWith({
    ...call,
    status: answer.status,
    contentType: answer.headers.get('content-type'),
    body,
  })
  if (problem)
    report(
      `The mock's answer breaks the contract (contract/openapi.json): ${call.method} ${openApiPath(call.path)} (${call.service}) answered ${answer.status}: ${problem}`,
    )
}

/**
 * Checks one answer of a service handler against the contract, on a copy and beside the answer rather
 * than before it: the answer's timing stays what it was without the check.
 */
export function checkAnswerAgainstContract(
  call: { service: string; method: string; path: string },
  response: Response,
): void {
  if (paused || response.type === 'error') return
  if (notTheAppsCalls.includes(`${call.service} ${call.method} ${call.path}`)) return
  const pending = check(call, response.clone())
    // A body that breaks off (a connection lost on purpose) is no answer to check.
    .catch(() => undefined)
    .finally(() => checksInFlight.delete(pending))
  checksInFlight.add(pending)
}

/** Resolves once every answer given so far is checked (for the check's own tests). */
export async function contractChecksSettled(): Promise<void> {
  while (checksInFlight.size > 0) await Promise.all([...checksInFlight])
}
