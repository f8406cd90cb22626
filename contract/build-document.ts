import { z } from 'zod'
import type { $ZodType } from 'zod/v4/core'
import { toSnakeCaseKey } from '@/shared/api/case-conversion'
import { shopLocales } from '@/shared/config/locales'
import { mockServicePaths, serviceUrlVariables } from '@/shared/config/services'
import { errorBodySchema } from './error-body'
import type { ContractService, ErrorAnswer, Operation } from './operation'
import { toWireSchema, type JsonSchema } from './wire-schema'

/** What the mock answered (and was asked) when the example ran: JSON as it went over the wire. */
export type HarvestedExample = {
  status: number
  /** The names of the query parameters sent. */
  query?: string[]
  request?: unknown
  answer?: unknown
}

/** The services as the document's tags, with the build variable that holds each base URL. */
const serviceTitles: Record<ContractService, string> = {
  customer: 'Customer service: login, session, account, addresses, bank details, passwords, mails',
  orderHistory: 'Order history: orders, order details, returns',
  orderService: 'Order service: cancellations and withdrawals',
  payment: 'Payment service: open invoices, IBAN validation',
  basket: 'Basket service: wishlist and basket',
  newsletter: 'Newsletter service: subscriptions and stock reminders',
  socialLiveCommerce: 'Social live commerce: followed creators',
  productDispenser: 'Product dispenser: products and their images',
  recommendation: 'Recommendation service: recently viewed products and top deals',
  addressCheck: 'Address check',
  logging: 'Logging service',
  unleash: "Unleash's frontend API: the feature flags (called by unleash-proxy-client, not by apiRequest)",
}

/** Shared schemas, under their component names: referenced wherever the app uses them. */
export type NamedSchemas = Record<string, $ZodType>

const pascal = (operationId: string) => operationId.charAt(0).toUpperCase() + operationId.slice(1)
const schemaRef = (name: string) => ({ $ref: `#/components/schemas/${name}` })

function serversOf(service: ContractService) {
  if (service === 'unleash')
    return [
      {
        url: '{unleashOrigin}',
        description:
          "Unleash (its frontend API). The build variable VITE_UNLEASH_URL holds the whole frontend API URL, `<origin>/api/frontend`; the mock answers it at `/api/unleash/frontend` (the dev harness's VITE_UNLEASH_URL).",
        variables: {
          unleashOrigin: { default: 'http://localhost:4242', description: 'the origin of VITE_UNLEASH_URL' },
        },
      },
    ]
  return [
    {
      url: '{baseUrl}',
      description: `The real service. Hosts are not shown in the spec: its base URL is the build variable ${serviceUrlVariables[service]}.`,
      variables: {
        baseUrl: {
          default: `http://localhost:9090${mockServicePaths[service]}`,
          description: `${serviceUrlVariables[service]} (default: the standalone mock server, npm run mock-server)`,
        },
      },
    },
    { url: mockServicePaths[service], description: 'The mock backend (dev server, prototype, Storybook, Vitest)' },
  ]
}

const headerParameters = {
  ClientId: {
    name: 'x-client-id',
    in: 'header',
    required: true,
    description: 'Every call names the app (spec section 7).',
    schema: { type: 'string', const: 'account-view' },
  },
  Locale: {
    name: 'x-locale',
    in: 'header',
    required: true,
    description:
      'The shop: de, at or ch (spec section 7: "a locale header"; its name is not shown, x-locale is assumed).',
    schema: { type: 'string', enum: [...shopLocales] },
  },
  RecaptchaToken: {
    name: 'x-recaptcha-token',
    in: 'header',
    required: true,
    description:
      'The reCAPTCHA token of the page (spec section 7: "recaptcha header"; its name is not shown, x-recaptcha-token is assumed). Without it: 400 RECAPTCHA_TOKEN_MISSING.',
    schema: { type: 'string', minLength: 1 },
  },
  CorrelationId: {
    name: 'x-correlation-id',
    in: 'header',
    required: true,
    description:
      'A UUID the request and its logs are found by; a customer who calls about a failure can quote it (spec section 7: "correlation id"; the name is assumed).',
    schema: { type: 'string', format: 'uuid' },
  },
  RequestSource: {
    name: 'x-request-source',
    in: 'header',
    required: true,
    description: 'Where the change comes from (spec section 7).',
    schema: { type: 'string', const: 'SHOP' },
  },
  BasketSession: {
    name: 'X-SessionId',
    in: 'header',
    required: true,
    description: "The shop's session id, the basket belongs to it (spec section 7).",
    schema: { type: 'string', minLength: 1 },
  },
} as const

const parameterOfHeader = {
  recaptcha: 'RecaptchaToken',
  correlation: 'CorrelationId',
  requestSource: 'RequestSource',
  basketSession: 'BasketSession',
} as const

/** The components these name, and every one they refer to, on and on. */
function componentsReachedFrom(names: string[], schemas: Record<string, JsonSchema>): Set<string> {
  const reached = new Set<string>()
  const refsIn = (node: unknown): string[] =>
    node && typeof node === 'object'
      ? Object.entries(node).flatMap(([key, value]) =>
          key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')
            ? [value.slice('#/components/schemas/'.length)]
            : refsIn(value),
        )
      : []
  const visit = (name: string) => {
    if (reached.has(name)) return
    reached.add(name)
    refsIn(schemas[name]).forEach(visit)
  }
  names.forEach(visit)
  return reached
}

const parameterRef = (name: string) => ({ $ref: `#/components/parameters/${name}` })

function securityOf(operation: Operation) {
  if (operation.service === 'unleash') return [{ unleashClientKey: [] }]
  if (operation.session === 'required') return [{ session: [] }]
  if (operation.session === 'optional') return [{ session: [] }, {}]
  return []
}

function descriptionOf(operation: Operation): string | undefined {
  const parts = [
    operation.description,
    operation.assumed ? `**Assumed** (not shown in the spec): ${operation.assumed}` : undefined,
  ]
  const text = parts.filter(Boolean).join('\n\n')
  return text || undefined
}

const errorSchemaName = (operation: Operation, error: ErrorAnswer) => `${pascal(operation.operationId)}${error.status}`

function errorResponse(error: ErrorAnswer, schemaName: string) {
  const keys = error.cases.map((errorCase) => `- \`${errorCase.code}\`: ${errorCase.meaning}`).join('\n')
  return {
    description: `${error.meaning}\n\n${keys}`,
    content: {
      'application/json': {
        schema: schemaRef(schemaName),
        examples: Object.fromEntries(
          error.cases.map((errorCase) => [
            errorCase.code,
            { summary: errorCase.meaning, value: { code: errorCase.code, ...errorCase.extra } },
          ]),
        ),
      },
    },
  }
}

function queryParameters(operation: Operation) {
  if (!operation.query) return []
  const shape = z.toJSONSchema(operation.query, { io: 'input', target: 'draft-2020-12' }) as JsonSchema
  const properties = (shape.properties ?? {}) as Record<string, JsonSchema>
  const required = (shape.required ?? []) as string[]
  return Object.entries(properties).map(([name, schema]) => {
    const { description, ...rest } = schema
    return {
      // apiRequest snake_cases query names; Unleash's client sends its own as they are.
      name: operation.service === 'unleash' ? name : toSnakeCaseKey(name),
      in: 'query',
      required: required.includes(name),
      ...(description ? { description } : {}),
      schema: rest,
    }
  })
}

function pathParameters(operation: Operation) {
  const names = [...operation.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string)
  return names.map((name) => {
    const description = operation.pathParameters?.[name]
    if (!description) throw new Error(`${operation.operationId}: the path parameter ${name} has no description`)
    return { name, in: 'path', required: true, description, schema: { type: 'string', minLength: 1 } }
  })
}

function successResponse(operation: Operation, answerSchemaName: string | undefined, example: HarvestedExample) {
  const answer = operation.answer
  if (answer.status === 204) return { description: answer.description }
  if ('contentType' in answer)
    return {
      description: answer.description,
      content: { [answer.contentType]: { schema: { type: 'string', contentMediaType: answer.contentType } } },
    }
  return {
    description: answer.description,
    content: {
      'application/json': {
        schema: schemaRef(answerSchemaName as string),
        ...(example.answer !== undefined ? { example: example.answer } : {}),
      },
    },
  }
}

/**
 * The OpenAPI 3.1 document of every call: one path per call (paths are unique across the services,
 * so one document, with each path's servers naming its service), schemas from the app's zod schemas
 * with wire names, the errors the app gives a meaning of its own, and the mock's answer as example.
 */
export function buildDocument(
  operations: Operation[],
  namedSchemas: NamedSchemas,
  examples: Record<string, HarvestedExample>,
): Record<string, unknown> {
  const registry = z.registry<{ id: string }>()
  const nameOf = new Map<$ZodType, string>()
  const register = (schema: $ZodType, name: string) => {
    const known = nameOf.get(schema)
    if (known) return known
    registry.add(schema, { id: name })
    nameOf.set(schema, name)
    return name
  }
  register(errorBodySchema, 'Error')
  for (const [name, schema] of Object.entries(namedSchemas)) register(schema, name)
  const answerNames = new Map<string, string>()
  const bodyNames = new Map<string, string>()
  const errorSchemaNames: string[] = []
  for (const operation of operations) {
    const name = pascal(operation.operationId)
    if ('schema' in operation.answer)
      answerNames.set(
        operation.operationId,
        register(operation.answer.schema, operation.answer.name ?? `${name}Answer`),
      )
    if (operation.body)
      bodyNames.set(operation.operationId, register(operation.body, operation.bodyName ?? `${name}Request`))
    for (const error of operation.errors ?? [])
      if (error.schema) errorSchemaNames.push(register(error.schema, errorSchemaName(operation, error)))
  }
  const generated = z.toJSONSchema(registry, {
    io: 'input',
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> }
  // Spec section 7: request keys go out snake_cased, answers come back camelCased. A component in both
  // would need both spellings: the app gives each side a schema of its own.
  const requestComponents = componentsReachedFrom([...bodyNames.values()], generated.schemas)
  const answerComponents = componentsReachedFrom(
    [...answerNames.values(), ...errorSchemaNames, 'Error'],
    generated.schemas,
  )
  const inBoth = [...requestComponents].filter((name) => answerComponents.has(name))
  if (inBoth.length) throw new Error(`In a request and in an answer (snake_case and camelCase): ${inBoth.join(', ')}`)
  const schemas = Object.fromEntries(
    Object.entries(generated.schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, schema]) => {
        const { $id: _id, $schema: _schema, ...rest } = requestComponents.has(name) ? toWireSchema(schema) : schema
        return [name, rest]
      }),
  )

  const paths: Record<string, Record<string, unknown>> = {}
  for (const operation of operations) {
    // Without one (its example failed: generateDocument says why) the document is built all the same.
    const example = examples[operation.operationId] ?? { status: operation.answer.status }
    const bodyName = bodyNames.get(operation.operationId)
    const pathItem = (paths[operation.path] ??= { servers: serversOf(operation.service) })
    pathItem[operation.method.toLowerCase()] = {
      operationId: operation.operationId,
      summary: operation.summary,
      ...(descriptionOf(operation) ? { description: descriptionOf(operation) } : {}),
      tags: [operation.service],
      ...(operation.assumed ? { 'x-assumed': true } : {}),
      parameters: [
        ...(operation.service === 'unleash' || operation.loadedByBrowser
          ? []
          : [parameterRef('ClientId'), parameterRef('Locale')]),
        ...(operation.headers ?? []).map((header) => parameterRef(parameterOfHeader[header])),
        ...pathParameters(operation),
        ...queryParameters(operation),
      ],
      security: securityOf(operation),
      ...(bodyName
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: schemaRef(bodyName),
                  ...(example.request !== undefined ? { example: example.request } : {}),
                },
              },
            },
          }
        : {}),
      responses: {
        [String(operation.answer.status)]: successResponse(operation, answerNames.get(operation.operationId), example),
        ...Object.fromEntries(
          (operation.errors ?? []).map((error) => [
            String(error.status),
            errorResponse(error, error.schema ? (nameOf.get(error.schema) as string) : 'Error'),
          ]),
        ),
        default: { $ref: '#/components/responses/GenericError' },
      },
    }
  }

  const services = [...new Set(operations.map((operation) => operation.service))]
  return {
    openapi: '3.1.0',
    info: {
      title: 'Mein Konto: the calls of the account area',
      version: '1.0.0',
      summary: 'Every call the account app makes to its backend services and to Unleash (spec section 7).',
      description: [
        "Generated by `npm run contract:generate` from the app's zod schemas and the call list in `contract/` (never edited by hand).",
        'Wire format (spec section 7): request bodies and query parameters use snake_case keys, answers camelCase keys; the app snake_cases what it sends at its one API client (`src/shared/api/api-client.ts`), whose zod schemas are the source of these schemas.',
        'Every call sends `x-client-id: account-view` and the shop locale header; signed-in calls send the session cookie (`credentials: include`).',
        'Errors: the answers listed per call are the ones the app gives a meaning of its own (spec section 8); any other status, 5xx included, is the generic error. Error bodies carry the error key as `code`.',
        'Operations marked `x-assumed` describe what the spec does not show (their description says what was assumed).',
      ].join('\n\n'),
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    servers: [{ url: '/', description: 'Each path names its service in its own servers.' }],
    tags: services.map((service) => ({ name: service, description: serviceTitles[service] })),
    paths,
    components: {
      schemas,
      parameters: headerParameters,
      responses: {
        GenericError: {
          description:
            'Any other failure, 5xx included: the app shows its generic message ("Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.", spec section 8) or the failure the screen names.',
          content: {
            'application/json': {
              schema: schemaRef('Error'),
              example: { code: 'INTERNAL_SERVER_ERROR' },
            },
          },
        },
      },
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'mk_session',
          description:
            "The session the login sets as an HttpOnly cookie; the app sends it with every call (credentials: include). Its name is not shown in the spec: mk_session is the mock's (assumed). Without it a signed-in call answers 401.",
        },
        unleashClientKey: {
          type: 'apiKey',
          in: 'header',
          name: 'Authorization',
          description: 'The Unleash frontend API token (VITE_UNLEASH_CLIENT_KEY).',
        },
      },
    },
  }
}
