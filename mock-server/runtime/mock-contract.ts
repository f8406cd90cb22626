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

/** Checks one answer of a service handler against the contract. */
export async function checkAnswerAgainstContract(
  call: { service: string; method: string; path: string },
  response: Response,
): Promise<void> {
  if (paused || response.type === 'error') return
  if (notTheAppsCalls.includes(`${call.service} ${call.method} ${call.path}`)) return
  const body = await response.clone().text()
  contract ??= contractCheckOf(contractDocument)
  const problem = contract.problemWith({
    ...call,
    status: response.status,
    contentType: response.headers.get('content-type'),
    body,
  })
  if (problem)
    report(
      `The mock's answer breaks the contract (contract/openapi.json): ${call.method} ${openApiPath(call.path)} (${call.service}) answered ${response.status}: ${problem}`,
    )
}
