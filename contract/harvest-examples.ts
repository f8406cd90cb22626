import { configureApiClient, getApiClientConfig } from '@/shared/api/api-client-config'
import { mockServicePaths, serviceNames, type ServiceBaseUrls } from '@/shared/config/services'
import { server } from '@mock-server/harness/node'
import { unleashFrontendPath } from '@mock-server/handlers/unleash'
import { freezeMockClock, unfreezeMockClock } from '@mock-server/runtime/clock'
import { pauseContractCheck } from '@mock-server/runtime/mock-contract'
import { getScenario, scenarioCatalogue } from '@scenarios/registry'
import type { HarvestedExample } from './build-document'
import { operationName, type Operation } from './operation'

/** Where the examples' calls go: the mock's service paths on a made-up origin (Node's fetch needs one). */
export const exampleOrigin = 'http://contract.example.test'

type RecordedCall = {
  method: string
  pathname: string
  query: string[]
  status: number
  request: string
  answer: string
}

/** The path of the operation as the mock serves it, as a pattern. */
export function mockPathPattern(operation: Pick<Operation, 'service' | 'path'>): RegExp {
  const path =
    operation.service === 'unleash'
      ? unleashFrontendPath
      : `${mockServicePaths[operation.service]}${operation.path.replace(/\{[^}]+\}/g, '[^/]+')}`
  return new RegExp(`^${path}$`)
}

/**
 * The same random numbers on every run (tokens, session ids, correlation ids), from a small seeded
 * generator, so that the examples, and with them the document, do not change between runs.
 */
function seededCrypto(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
    if (array) {
      const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength)
      for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(next() * 256)
    }
    return array
  }
  const randomUUID = () => {
    const hex = Array.from(getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}` as const
  }
  return { getRandomValues, randomUUID }
}

const parsed = (text: string): unknown => (text.trim() === '' ? undefined : JSON.parse(text))

/**
 * Runs each operation's example against the mock handlers in Node (msw's setupServer) and records the
 * last call of that operation: the request body and the answer as they went over the wire. Every
 * example starts from its scenario freshly seeded, on the scenario's instant with the clock frozen.
 */
export async function harvestExamples(
  operations: Operation[],
): Promise<{ examples: Record<string, HarvestedExample>; failures: string[] }> {
  const calls: RecordedCall[] = []
  const inFlight = new Set<Promise<unknown>>()
  const previousConfig = getApiClientConfig()
  const previousCrypto = { getRandomValues: crypto.getRandomValues, randomUUID: crypto.randomUUID }
  const serviceBaseUrls = Object.fromEntries(
    serviceNames.map((service) => [service, `${exampleOrigin}${mockServicePaths[service]}`]),
  ) as ServiceBaseUrls
  configureApiClient({ serviceBaseUrls, locale: 'de', timeoutMs: 60_000 })
  server.listen({ onUnhandledFrame: 'error' })
  pauseContractCheck(true)
  const mockedFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const request = new Request(
      typeof input === 'string' && input.startsWith('/') ? `${exampleOrigin}${input}` : input,
      init,
    )
    const call = (async () => {
      const requestText = await request.clone().text()
      const response = await mockedFetch(request)
      const answerText = await response.clone().text()
      calls.push({
        method: request.method,
        pathname: new URL(request.url).pathname,
        query: [...new URL(request.url).searchParams.keys()],
        status: response.status,
        request: requestText,
        answer: answerText,
      })
      return response
    })()
    inFlight.add(call)
    void call.finally(() => inFlight.delete(call)).catch(() => undefined)
    return call
  }
  const examples: Record<string, HarvestedExample> = {}
  const failures: string[] = []
  try {
    for (const operation of operations) {
      Object.assign(crypto, seededCrypto(20261120))
      await scenarioCatalogue.apply(operation.example.scenario)
      freezeMockClock(getScenario(operation.example.scenario).now)
      calls.length = 0
      let failure: unknown
      try {
        await operation.example.run()
      } catch (error) {
        failure = error
      } finally {
        // Calls made on the side (the logger's) finish before the next example seeds.
        while (inFlight.size > 0) await Promise.allSettled([...inFlight])
        unfreezeMockClock()
      }
      const pattern = mockPathPattern(operation)
      const call = calls.findLast(
        (candidate) => candidate.method === operation.method && pattern.test(candidate.pathname),
      )
      if (failure !== undefined || !call)
        failures.push(
          `${operationName(operation)} (${operation.operationId}): its example failed: ${failure === undefined ? 'it made no such call' : String(failure)}`,
        )
      if (!call) continue
      const isJson = !('contentType' in operation.answer) && operation.answer.status !== 204
      examples[operation.operationId] = {
        status: call.status,
        query: call.query,
        request: parsed(call.request),
        answer: isJson ? parsed(call.answer) : undefined,
      }
    }
  } finally {
    globalThis.fetch = mockedFetch
    pauseContractCheck(false)
    Object.assign(crypto, previousCrypto)
    server.close()
    configureApiClient(previousConfig)
    unfreezeMockClock()
  }
  return { examples, failures }
}
