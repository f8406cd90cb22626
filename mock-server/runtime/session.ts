import { HttpResponse } from 'msw'
import { db } from '../db/db'
import type { Customer, Session } from '../db/schemas'
import { mockNowIso } from './clock'
import { grantedUntil, isNewVisit, type SessionEnd } from './session-lifetime'

/**
 * How the mock knows who is signed in. In the browser, Vitest and Storybook the db lives in
 * one tab, so its one session is the tab's ('tab'). The standalone HTTP server serves many
 * browsers, so it uses a real HttpOnly cookie ('cookie').
 */
export type SessionTransport = 'tab' | 'cookie'
let transport: SessionTransport = 'tab'

/** Behind https the cookies are `Secure`, and the session's carries the `__Host-` prefix (no Domain, Path=/). */
let secureCookies = false

export function setSessionTransport(next: SessionTransport, { secure = false }: { secure?: boolean } = {}): void {
  transport = next
  secureCookies = secure
}

export const sessionCookieName = 'mk_session'
const sessionCookie = () => (secureCookies ? `__Host-${sessionCookieName}` : sessionCookieName)
const secure = () => (secureCookies ? '; Secure' : '')
/** Readable by the app: it compares it with the login state (spec section 4). */
export const customerNumberCookieName = 'customer_number'

/**
 * The session the request presents, whether or not it has ended (session-lifetime.ts);
 * handlers get a live one through `serviceHandler`'s `session` option.
 */
export function currentSession(cookies: Record<string, string>) {
  if (transport === 'cookie') {
    const id = cookies[sessionCookie()]
    return id ? db.sessions.findFirst((q) => q.where({ id })) : undefined
  }
  return db.sessions.all()[0]
}

function writeDocumentCookie(cookie: string): void {
  if (typeof document !== 'undefined') document.cookie = cookie
}

/**
 * Starts a session and answers like a successful login, with the cookies a real login sets. The session the
 * browser presented (`cookies`), if any, ends: a new sign-in replaces it rather than leaving it valid beside.
 */
export async function startSession(
  customer: Customer,
  options: { stayLoggedIn: boolean; loginMethod: string; cookies: Record<string, string> },
): Promise<Response> {
  const body = { type: 'success', email: customer.email, customerNumber: customer.customerNumber }
  if (transport === 'tab') db.sessions.clear()
  const replaced = currentSession(options.cookies)
  if (replaced) db.sessions.delete((q) => q.where({ id: replaced.id }))
  const now = mockNowIso()
  const session = await db.sessions.create({
    id: newSessionId(),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: grantedUntil(new Date(now), options.stayLoggedIn).toISOString(),
    stayLoggedIn: options.stayLoggedIn,
    loginMethod: options.loginMethod,
    customer,
  })
  // The cookies last as long as the session was granted (session-lifetime.ts), not a second figure.
  const maxAgeSeconds = Math.round((Date.parse(session.expiresAt) - Date.parse(now)) / 1000)
  const customerCookie = `${customerNumberCookieName}=${customer.customerNumber}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure()}`
  const headers = new Headers({ 'content-type': 'application/json' })
  if (transport === 'cookie') {
    headers.append(
      'set-cookie',
      `${sessionCookie()}=${session.id}; Path=/; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure()}`,
    )
    headers.append('set-cookie', customerCookie)
  } else {
    writeDocumentCookie(customerCookie)
  }
  return new HttpResponse(JSON.stringify(body), { status: 200, headers })
}

/** Forgets the session and answers with the cookies of the sign-in cleared. */
function answerWithoutSession(session: Session | undefined, status: number, body: unknown): Response {
  if (session) db.sessions.delete((q) => q.where({ id: session.id }))
  const clearCustomer = `${customerNumberCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure()}`
  const headers = new Headers({ 'content-type': 'application/json' })
  if (transport === 'cookie') {
    headers.append('set-cookie', `${sessionCookie()}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${secure()}`)
    headers.append('set-cookie', clearCustomer)
  } else {
    writeDocumentCookie(clearCustomer)
  }
  return new HttpResponse(JSON.stringify(body), { status, headers })
}

export function endSession(session: Session | undefined, body: unknown): Response {
  return answerWithoutSession(session, 200, body)
}

/**
 * The answer to any call that presents a session which is over (session-lifetime.ts): 401, as for an
 * expired token, whether or not the endpoint needs a sign-in; the session is gone from then on.
 */
export function sessionEndedResponse(session: Session, reason: SessionEnd): Response {
  return answerWithoutSession(session, 401, { code: 'SESSION_EXPIRED', reason })
}

/**
 * Ends the customer's sessions but `except` (the one that changed the password): a new password shuts
 * out whoever signed in with the old one. The other browsers' cookies stay, and name no session anymore.
 */
export function endSessionsOf(customer: Customer, { except }: { except?: Session } = {}): void {
  db.sessions.deleteMany((q) => q.where({ customer: { id: customer.id }, id: (id) => id !== except?.id }))
}

/** A call with the session: the customer visited now (what "60 days without a visit" counts from). */
export async function recordVisit(session: Session, now: Date): Promise<void> {
  if (!isNewVisit(session, now)) return
  await db.sessions.update((q) => q.where({ id: session.id }), {
    data(visited) {
      visited.lastSeenAt = now.toISOString()
    },
  })
}

/**
 * A session id nobody can guess (the standalone server's cookie is the only proof of who is
 * signed in): 128 random bits, not a counter.
 */
export function newSessionId(): string {
  return `session-${crypto.randomUUID()}`
}

/**
 * For seeding: a scenario whose customer starts signed in. A tab restored from a link signs its customer
 * in afresh with the times and kind of the tab's session (`since`), under a new id.
 */
export async function seedSession(
  customer: Customer,
  now: string,
  since: Partial<Pick<Session, 'lastSeenAt' | 'stayLoggedIn' | 'loginMethod'>> = {},
): Promise<void> {
  await db.sessions.create({
    id: newSessionId(),
    createdAt: now,
    lastSeenAt: since.lastSeenAt ?? now,
    expiresAt: grantedUntil(new Date(now), since.stayLoggedIn ?? customer.stayLoggedIn).toISOString(),
    stayLoggedIn: since.stayLoggedIn ?? customer.stayLoggedIn,
    loginMethod: since.loginMethod ?? 'email',
    customer,
  })
  writeDocumentCookie(`${customerNumberCookieName}=${customer.customerNumber}; Path=/; SameSite=Lax`)
}
