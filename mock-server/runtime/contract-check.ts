import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema'

/**
 * Holds the mock's answers to the contract (contract/openapi.json): every answer of a service handler
 * is checked against the document's schema for that call and status, so every test that talks to the
 * mock is a contract check too. The validators are made lazily, once per call and status.
 *
 * @cfworker/json-schema rather than ajv: ajv compiles validators with `new Function`, which the
 * prototype's Content-Security-Policy (no 'unsafe-eval') forbids; this one interprets the schema.
 */

type JsonObject = { [key: string]: unknown }
type ContractDocument = {
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; responses?: Record<string, unknown> }
}

export type AnswerToCheck = {
  /** The service (the document's tag), the method and the path template as the handler names it (`/orders/:id`). */
  service: string
  method: string
  path: string
  status: number
  contentType: string | null
  /** The answer's body as text ('' for none). */
  body: string
}

const isObject = (value: unknown): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** The mock's (msw's) path template in OpenAPI's spelling: `/orders/:id` → `/orders/{id}`. */
export const openApiPath = (mockPath: string) => mockPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}')

/**
 * The schema with every `$ref` to `#/components/…` replaced by its target (a fresh copy: the validator
 * annotates the schemas it is given). The contract's schemas have no cycles.
 */
export function inlineRefs(value: unknown, document: ContractDocument, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((item) => inlineRefs(item, document, seen))
  if (!isObject(value)) return value
  const ref = value.$ref
  if (typeof ref === 'string' && ref.startsWith('#/components/')) {
    if (seen.includes(ref)) throw new Error(`The contract's schema ${ref} refers to itself`)
    const [, , kind, name] = ref.split('/')
    const components = (document.components as Record<string, Record<string, unknown> | undefined>)[kind ?? '']
    return inlineRefs(components?.[name ?? ''], document, [...seen, ref])
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inlineRefs(item, document, seen)]))
}

/**
 * The most specific of the validator's errors: where in the body, and what is wrong there. A missing
 * key first (a renamed field shows as the old name missing), then any other leaf error.
 */
export function firstProblem(errors: OutputUnit[]): string {
  const wrappers = new Set([
    'properties',
    'items',
    'prefixItems',
    '$ref',
    'allOf',
    'anyOf',
    'oneOf',
    'additionalProperties',
  ])
  const leaves = errors.filter((error) => !wrappers.has(error.keyword))
  const leaf = leaves.find((error) => error.keyword === 'required') ?? leaves[0] ?? errors[0]
  if (!leaf) return 'does not match its schema'
  const where = leaf.instanceLocation.replace(/^#/, '') || '/'
  return leaf.keyword === 'false' ? `${where}: the contract has no such key` : `${where}: ${leaf.error}`
}

export type ContractCheck = {
  /** Why the answer breaks the document, or undefined when it keeps to it. */
  problemWith(answer: AnswerToCheck): string | undefined
}

type AnswerChecker = (body: string, contentType: string | null) => string | undefined

/** The checks of one document (the committed one for the mock; the fresh one while generating it). */
export function contractCheckOf(document: ContractDocument): ContractCheck {
  const checkers = new Map<string, AnswerChecker>()

  function operationOf(service: string, method: string, path: string): JsonObject | undefined {
    const operation = document.paths[openApiPath(path)]?.[method.toLowerCase()]
    if (!isObject(operation)) return undefined
    return Array.isArray(operation.tags) && operation.tags.includes(service) ? operation : undefined
  }

  /** How one call's answer of one status is checked, made once: the schema inlined, the validator built. */
  function checkerFor(service: string, method: string, path: string, status: number): AnswerChecker {
    const operation = operationOf(service, method, path)
    if (!operation) return () => 'the document has no such call'
    const responses = isObject(operation.responses) ? operation.responses : {}
    const listed = responses[String(status)] ?? (status >= 400 ? responses.default : undefined)
    const response = isObject(listed) && typeof listed.$ref === 'string' ? inlineRefs(listed, document) : listed
    if (!isObject(response)) return () => `the document lists no answer ${status} for this call`
    const content = isObject(response.content) ? response.content : undefined
    if (!content) return (body) => (body.trim() === '' ? undefined : 'the document says this answer has no body')
    const json = content['application/json']
    if (!isObject(json)) {
      const expected = Object.keys(content)[0] ?? ''
      return (_body, contentType) =>
        contentType?.startsWith(expected) ? undefined : `the answer is ${contentType ?? 'untyped'}, not ${expected}`
    }
    const validator = new Validator(inlineRefs(json.schema, document) as Schema, '2020-12', false)
    return (body) => {
      let value: unknown
      try {
        value = JSON.parse(body)
      } catch {
        return 'the answer is not JSON'
      }
      const result = validator.validate(value)
      return result.valid ? undefined : firstProblem(result.errors)
    }
  }

  return {
    problemWith({ service, method, path, status, contentType, body }) {
      const key = `${service} ${method} ${path} ${status}`
      let checker = checkers.get(key)
      if (!checker) {
        checker = checkerFor(service, method, path, status)
        checkers.set(key, checker)
      }
      return checker(body, contentType)
    },
  }
}
