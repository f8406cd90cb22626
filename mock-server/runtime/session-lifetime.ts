import type { Session } from '../db/schemas'

/**
 * How long a session lasts (spec section 9), on the mock clock: 10 days from the sign-in, with
 * "Angemeldet bleiben" 60; after 60 or more days without a visit it ends even then. What the sign-in
 * granted is kept on the session (`expiresAt`): switching "Angemeldet bleiben" on later asks for no
 * password, so it does not lengthen the running session. A visit is any call with the session (`lastSeenAt`).
 */
export const sessionLifetimeDays = { withoutStayLoggedIn: 10, withStayLoggedIn: 60, withoutVisit: 60 } as const

const dayMs = 24 * 60 * 60 * 1000

/** Why a session is over: what its sign-in granted has run out, or nobody came back for 60 days. */
export type SessionEnd = 'expired' | 'inactive'

type SessionTimes = Pick<Session, 'expiresAt' | 'lastSeenAt'>

/** The end a sign-in at `signedInAt` grants, with or without "Angemeldet bleiben". */
export function grantedUntil(signedInAt: Date, stayLoggedIn: boolean): Date {
  const days = stayLoggedIn ? sessionLifetimeDays.withStayLoggedIn : sessionLifetimeDays.withoutStayLoggedIn
  return new Date(signedInAt.getTime() + days * dayMs)
}

/** When the session ends if the customer does not come back before. */
export function sessionEndsAt(session: SessionTimes): Date {
  const withoutVisit = Date.parse(session.lastSeenAt) + sessionLifetimeDays.withoutVisit * dayMs
  return new Date(Math.min(Date.parse(session.expiresAt), withoutVisit))
}

/** Whether the session is over at `now`, and why; null while it lasts. */
export function sessionEnd(session: SessionTimes, now: Date): SessionEnd | null {
  if (now.getTime() < sessionEndsAt(session).getTime()) return null
  const inactiveSince = now.getTime() - Date.parse(session.lastSeenAt)
  return inactiveSince >= sessionLifetimeDays.withoutVisit * dayMs ? 'inactive' : 'expired'
}

/**
 * A visit moves `lastSeenAt` on, at most once a minute: a page's burst of calls is one visit, and the
 * browser harness stores the whole db on every change.
 */
export const visitResolutionMs = 60_000

export function isNewVisit(session: Pick<Session, 'lastSeenAt'>, now: Date): boolean {
  return now.getTime() - Date.parse(session.lastSeenAt) >= visitResolutionMs
}
