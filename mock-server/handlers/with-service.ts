import { delay, http, HttpHandler, HttpResponse, matchRequestUrl, type DefaultBodyType, type PathParams } from 'msw'
import { mockServicePaths, type ServiceName } from '../../src/shared/config/services'
import { camelCaseKeys } from '../../src/shared/api/case-conversion'
import type { Customer, Session } from '../db/schemas'
import { checkAnswerAgainstContract } from '../runtime/mock-contract'
import { latencyMs, mockControls, takeFault, type FaultKind } from '../runtime/faults'
import { loggedAnswer, type CallNote } from '../runtime/request-log'
import { currentSession, recordVisit, sessionEndedResponse } from '../runtime/session'
import { sessionEnd } from '../runtime/session-lifetime'
import { mockNow } from '../runtime/clock'
import { countAttempt, retryAfterSeconds } from '../runtime/throttle'

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export type MockRequestContext = {
  request: Request
  params: PathParams
  cookies: Record<string, string>
  url: URL
  /** The JSON body with camelCase keys, as the backend's own code would see it. */
  body: Record<string, unknown>
}

/** The signed-in customer and their session, looked up once by the wrapper. */
export type SignedIn = { session: Session; customer: Customer }

/**
 * What an endpoint insists on before its own code runs:
 * - `session: 'required'` answers 401 `UNAUTHORIZED` without a signed-in customer and hands the
 *   resolver `customer` and `session`; `'optional'` hands them over when there are any. Either way a
 *   session that is over answers 401 `SESSION_EXPIRED`, and a live one counts the call as a visit.
 * - `recaptcha: 'required'` answers 400 `RECAPTCHA_TOKEN_MISSING` without a reCAPTCHA token header.
 */
export type HandlerOptions = {
  session?: 'required' | 'optional'
  recaptcha?: 'required'
  /**
   * Counted per account and per client (runtime/throttle.ts): past the limit 429 `too_many_attempts` with
   * `Retry-After`. `counts`: every call (sends, checks), or the refused ones only (4xx: a wrong password).
   */
  throttle?: {
    group: string
    account: (context: MockRequestContext) => string | undefined
    counts: 'every-call' | 'refusals'
  }
}

/**
 * Who calls, for the per-client counters: the standalone server names the connection's address
 * (node-http-adapter.ts); in the browser there is one client, the tab.
 */
export const mockClientHeader = 'x-mock-client'

/** The account a sign-in call is about: its body's `username`. */
export const usernameOfBody = ({ body }: MockRequestContext) =>
  typeof body.username === 'string' ? body.username : undefined
const clientOf = (request: Request) => request.headers.get(mockClientHeader) ?? 'this-browser'

type ContextFor<Options extends HandlerOptions> = MockRequestContext &
  (Options['session'] extends 'required'
    ? SignedIn
    : Options['session'] extends 'optional'
      ? Partial<SignedIn>
      : unknown)

type Resolver<Context> = (context: Context) => Response | Promise<Response>

/** The header a real reCAPTCHA-protected endpoint insists on; the mock accepts any non-empty token. */
const recaptchaHeader = 'x-recaptcha-token'

/** Answers like the real services: camelCase keys in JSON (spec section 7; requests come snake_cased). */
export function jsonResponse(body: unknown, init?: ResponseInit): Response {
  return HttpResponse.json(body as DefaultBodyType, init)
}

export function errorResponse(status: number, code: string, extra: Record<string, unknown> = {}): Response {
  return jsonResponse({ code, ...extra }, { status })
}

/** A throttled call's answer: 429 with the wait in the body (the app's minutes) and in `Retry-After`. */
function tooManyAttemptsResponse(seconds: number): Response {
  return jsonResponse(
    { code: 'too_many_attempts', retryAfterSeconds: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  )
}

/** The answer of a fault that stands in for the handler (a lost answer lets the handler run first). */
function faultResponse(kind: Exclude<FaultKind, 'lost-answer'>): Response | Promise<Response> {
  switch (kind) {
    case 'http-500':
      return errorResponse(500, 'INTERNAL_SERVER_ERROR')
    case 'http-403':
      return errorResponse(403, 'FORBIDDEN')
    case 'http-401':
      return errorResponse(401, 'INVALID_TOKEN')
    case 'http-429':
      return tooManyAttemptsResponse(600)
    case 'network-error':
      return HttpResponse.error()
    case 'malformed-json':
      return new HttpResponse('{"this is": not json', { status: 200, headers: { 'content-type': 'application/json' } })
    case 'timeout':
      return noAnswer()
  }
}

/** Longer than any client timeout: the app gives up first. */
function noAnswer(): Promise<Response> {
  return delay('infinite').then(() => HttpResponse.error())
}

/** The JSON body, or undefined when there is one that is not JSON (the caller answers 400). */
async function readBody(request: Request): Promise<Record<string, unknown> | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return {}
  const text = await request.text()
  if (!text) return {}
  try {
    const parsed = camelCaseKeys(JSON.parse(text))
    return parsed !== null && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch {
    return undefined
  }
}

function hasMalformedEscape(pathname: string): boolean {
  try {
    decodeURIComponent(pathname)
    return false
  } catch {
    return true
  }
}

/**
 * First in the handler list: a service path with a malformed escape (`/orders/%E0%A4%A`) gets
 * 400 `MALFORMED_PATH`, where the router's own decoding would throw a 500 with a stack. A RegExp
 * path, so msw matches it without decoding; everything else falls through to the real handlers.
 */
export const malformedPathGuard: HttpHandler = http.all(/\/api\/[^?#]*%/, ({ request }) =>
  hasMalformedEscape(new URL(request.url).pathname) ? errorResponse(400, 'MALFORMED_PATH') : undefined,
)

/**
 * The signed-in customer of a call, which is also their visit; or the answer for a session that is
 * over (10 days, or 60 without a visit: runtime/session-lifetime.ts), which ends it.
 */
async function sessionOf(cookies: Record<string, string>): Promise<Partial<SignedIn> | { ended: Response }> {
  const session = currentSession(cookies)
  if (!session) return {}
  const now = mockNow()
  const ended = sessionEnd(session, now)
  if (ended) return { ended: sessionEndedResponse(session, ended) }
  await recordVisit(session, now)
  return { session, customer: session.customer ?? undefined }
}

/**
 * One handler of a backend service. Latency, injected faults, the session and reCAPTCHA checks, body
 * parsing and the check of the answer against the contract are done here once, not in each handler
 * (the db itself tells the harness of changes).
 *
 *   serviceHandler('payment', 'get', '/invoices/open', { session: 'required' }, ({ customer }) => …)
 */
export function serviceHandler(
  service: ServiceName,
  method: Method,
  path: string,
  resolver: Resolver<MockRequestContext>,
): HttpHandler
export function serviceHandler<const Options extends HandlerOptions>(
  service: ServiceName,
  method: Method,
  path: string,
  options: Options,
  resolver: Resolver<ContextFor<Options>>,
): HttpHandler
export function serviceHandler(
  service: ServiceName,
  method: Method,
  path: string,
  ...[first, second]: [Resolver<MockRequestContext>] | [HandlerOptions, Resolver<ContextFor<HandlerOptions>>]
): HttpHandler {
  const options: HandlerOptions = typeof first === 'function' ? {} : first
  const resolver = (second ?? first) as Resolver<MockRequestContext & Partial<SignedIn>>
  const endpoint = `${method.toUpperCase()} ${path}`
  const basePath = mockServicePaths[service]
  type Call = { request: Request; params: PathParams; cookies: Record<string, string> }
  // The endpoint's own checks and code, as the service runs them.
  const handle = async ({ request, params, cookies }: Call): Promise<Response> => {
    if (options.recaptcha === 'required' && !request.headers.get(recaptchaHeader))
      return errorResponse(400, 'RECAPTCHA_TOKEN_MISSING')
    const session = options.session ? await sessionOf(cookies) : {}
    if ('ended' in session) return session.ended
    if (options.session === 'required' && !(session.session && session.customer))
      return errorResponse(401, 'UNAUTHORIZED')
    const body = await readBody(request)
    if (!body) return errorResponse(400, 'MALFORMED_JSON')
    const context = { request, params, cookies, url: new URL(request.url), body }
    if (!options.throttle) return resolver({ ...context, ...session })
    const { group, account, counts } = options.throttle
    const keys = { group, account: account(context), client: clientOf(request) }
    const wait = retryAfterSeconds(keys)
    if (wait !== undefined) return tooManyAttemptsResponse(wait)
    const response = await resolver({ ...context, ...session })
    if (counts === 'every-call' || (response.status >= 400 && response.status < 500)) await countAttempt(keys)
    return response
  }
  const answer = async ({ request, params, cookies }: Call, note: CallNote): Promise<Response> => {
    const wait = latencyMs(mockControls.latency)
    if (wait > 0) await delay(wait)
    const fault = takeFault(service, endpoint)
    if (fault === 'lost-answer') {
      // The handler does its work as without the fault; only its answer is lost on the way back.
      await handle({ request, params, cookies })
      note.fault(fault)
      return noAnswer()
    }
    if (fault) note.fault(fault)
    // An injected fault is a deliberate break of the contract (malformed JSON, a 500): not checked.
    if (fault) return faultResponse(fault)
    const response = await handle({ request, params, cookies })
    checkAnswerAgainstContract({ service, method: method.toUpperCase(), path }, response)
    return response
  }
  // Every call goes into the harness's request log (method, path, status, latency, fault).
  return new MatchFirstHttpHandler(method.toUpperCase(), `*${basePath}${path}`, (call) =>
    loggedAnswer({ service, request: call.request, basePath }, (note) => answer(call, note)),
  )
}

/**
 * MSW's own HTTP handler reads the request's cookies (the document's and its cookie store's) for every
 * handler it tries, before it compares method and path: 65 times for a call to the last of the mock's
 * handlers. This one compares method and path first and reads the cookies only where they match.
 */
class MatchFirstHttpHandler extends HttpHandler {
  override async parse(args: Parameters<HttpHandler['parse']>[0]): ReturnType<HttpHandler['parse']> {
    const { path, method } = this.info
    const differs =
      (typeof method === 'string' && method !== args.request.method.toUpperCase()) ||
      (typeof path === 'string' &&
        !matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl).matches)
    if (differs) return { match: { matches: false, params: {} }, cookies: {} }
    return super.parse(args)
  }
}
