/**
 * `npm run mock-server`: the same handlers as the in-browser mock, over HTTP on localhost, so the
 * production build can be run against "real" services. Sessions use real HttpOnly cookies and the
 * server answers CORS with credentials for the app's origin. Started with the scenarios by
 * scenarios/start-standalone-server.ts:
 *
 *   npm run mock-server -- --scenario anonymous --port 9090 --origin http://localhost:4400 [--public-url http://localhost:9090]
 */
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'
import { http, HttpResponse } from 'msw'
import { defaultFlags, isEnvironment, parseFlagOverrides, resolveFlags } from '../../flags/definitions'
import { handlers } from '../handlers'
import { setUnleashToggles } from '../handlers/unleash'
import { createHandlerListener } from './node-http-adapter'
import { getScenarioIn, type ScenarioCatalogue } from './scenario-catalogue'
import { setSessionTransport } from '../runtime/session'
import { servePicturesFrom } from '../runtime/picture-urls'
import { edgeRefusal } from './edge-guard'

const optionSpec = {
  scenario: { type: 'string', default: 'default' },
  port: { type: 'string', default: process.env.MOCK_SERVER_PORT ?? '9090' },
  origin: { type: 'string', default: process.env.MOCK_SERVER_ORIGIN ?? 'http://localhost:4400' },
  // Where clients reach this server (a proxy in front of it, say): the product pictures' URLs name it.
  'public-url': { type: 'string' },
  env: { type: 'string', default: 'production' },
  flags: { type: 'string', default: '' },
} as const

const allowedHeaders = [
  'content-type',
  'accept',
  'authorization',
  'x-client-id',
  'x-locale',
  'x-recaptcha-token',
  'x-correlation-id',
  'x-request-source',
  'x-sessionid',
  'if-none-match',
  'unleash-appname',
  'unleash-sdk',
  'unleash-connection-id',
].join(', ')

/** Stands in for Google's reCAPTCHA script: it hands out tokens the mock accepts. */
const fakeRecaptcha = http.get(
  '*/recaptcha/api.js',
  () =>
    new HttpResponse(
      'window.grecaptcha = { ready: function (callback) { callback() }, execute: function () { return Promise.resolve("mock-recaptcha-token") } };',
      { headers: { 'content-type': 'text/javascript; charset=utf-8' } },
    ),
)

function withCors(allowedOrigins: Set<string>, request: IncomingMessage, response: ServerResponse): boolean {
  const origin = request.headers.origin
  if (origin && allowedOrigins.has(origin)) {
    response.setHeader('Access-Control-Allow-Origin', origin)
    response.setHeader('Access-Control-Allow-Credentials', 'true')
    response.setHeader('Access-Control-Allow-Headers', allowedHeaders)
    response.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
    // Retry-After: when a throttled sign-in may try again (429), which the app shows.
    response.setHeader('Access-Control-Expose-Headers', 'etag, retry-after')
    response.setHeader('Vary', 'Origin')
  }
  if (request.method === 'OPTIONS') {
    response.writeHead(origin && allowedOrigins.has(origin) ? 204 : 403).end()
    return true
  }
  return false
}

/** Serves the mock services for the scenario named in the command-line arguments. */
export async function startStandaloneServer(catalogue: ScenarioCatalogue, args: string[]): Promise<Server> {
  const { values: options } = parseArgs({ args, options: optionSpec })
  const allowedOrigins = new Set(options.origin.split(',').map((origin) => origin.trim()))
  // Behind https (a TLS proxy in front, named by --public-url) the cookies are Secure and __Host- prefixed.
  setSessionTransport('cookie', { secure: options['public-url']?.startsWith('https://') ?? false })
  const environment = isEnvironment(options.env) ? options.env : 'production'
  setUnleashToggles(resolveFlags(environment, parseFlagOverrides(options.flags)))
  servePicturesFrom(options['public-url'] ?? `http://localhost:${options.port}`)
  await catalogue.apply(getScenarioIn(catalogue, options.scenario).id)

  const answer = createHandlerListener([fakeRecaptcha, ...handlers])
  const server = createHttpServer((request, response) => {
    if (withCors(allowedOrigins, request, response)) return
    // What a hardened edge refuses never reaches a handler; a body that is too large is not read.
    const refusal = edgeRefusal(request, allowedOrigins)
    if (!refusal) return void answer(request, response)
    response.writeHead(refusal.status, { 'content-type': 'application/json', connection: 'close' })
    response.end(JSON.stringify({ code: refusal.code }))
  })
  await new Promise<void>((listening) => server.listen(Number(options.port), '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  console.log(
    `Mock services for scenario "${options.scenario}" on http://localhost:${port} (CORS for ${[...allowedOrigins].join(', ')})`,
  )
  console.log(
    `Flags (${environment}): ${JSON.stringify({ ...defaultFlags(environment), ...parseFlagOverrides(options.flags) })}`,
  )
  return server
}
