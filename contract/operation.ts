import type { $ZodObject, $ZodType } from 'zod/v4/core'
import type { ServiceName } from '@/shared/config/services'

/** The backend services of spec section 7, and the flag service (Unleash's frontend API). */
export type ContractService = ServiceName | 'unleash'
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Headers of spec section 7 that only some calls send (every call sends `x-client-id` and `x-locale`):
 * the reCAPTCHA token, the correlation id, `x-request-source: SHOP`, the shop's basket session.
 */
export type CallHeader = 'recaptcha' | 'correlation' | 'requestSource' | 'basketSession'

/** One error key of an error answer: what the app makes of it (spec section 8). */
export type ErrorCase = {
  code: string
  meaning: string
  /** Fields the answer carries beside `code`, as the service sends them (camelCase, as every answer). */
  extra?: Record<string, unknown>
}

/** An error answer the app gives a meaning of its own (any other status is the generic error). */
export type ErrorAnswer = {
  status: 400 | 401 | 403 | 404 | 409 | 410 | 429
  meaning: string
  cases: ErrorCase[]
  /** The body's schema where the app reads more than the code (the app's own zod schema). */
  schema?: $ZodType
}

/** The answer of a call that went through. */
export type SuccessAnswer =
  | {
      status: 200 | 201
      /** The app's own schema where it reads the answer, the contract's assumption where it does not. */
      schema: $ZodType
      description: string
      /** The component name of the answer's schema, where several calls share it. */
      name?: string
    }
  | { status: 204; description: string }
  | { status: 200; contentType: 'image/svg+xml'; description: string }

/**
 * How the document gets the example of the answer: the app's own fetchers are called against the
 * mock for a scenario (seeded, on a frozen clock), and the last call of this operation is recorded,
 * request and answer as they went over the wire.
 */
export type OperationExample = { scenario: string; run: () => Promise<unknown> }

/**
 * One call the app makes, as the contract describes it. Names of query parameters and body keys are
 * the app's (camelCase); the document gives them as they go over the wire (snake_case).
 */
export type Operation = {
  operationId: string
  service: ContractService
  method: HttpMethod
  /** Below the service's base URL, with OpenAPI path parameters: `/orders/{id}`. */
  path: string
  /** Asked for by the browser itself (an `<img>`), not by the app's API client: none of the app's headers. */
  loadedByBrowser?: true
  summary: string
  description?: string
  /** What the spec does not show and the contract assumes (spec section 7: "not shown"). */
  assumed?: string
  /** The session cookie: needed (401 without), optional, or not looked at. */
  session: 'required' | 'optional' | 'none'
  headers?: CallHeader[]
  pathParameters?: Record<string, string>
  /** The query as the app passes it to `apiRequest` (camelCase keys); optional keys are optional parameters. */
  query?: $ZodObject
  /** The JSON body as the app passes it to `apiRequest` (camelCase keys). */
  body?: $ZodType
  /** The component name of the body's schema, where several calls share it. */
  bodyName?: string
  answer: SuccessAnswer
  errors?: ErrorAnswer[]
  example: OperationExample
}

/** `GET /orders/{id}`: how a call is named in messages. */
export const operationName = (operation: Pick<Operation, 'method' | 'path'>) => `${operation.method} ${operation.path}`

/** The mock's (msw's) spelling of a path template, `/orders/:id`, in OpenAPI's, `/orders/{id}`. */
export { openApiPath } from '@mock-server/runtime/contract-check'
