import type { Session } from '../db/schemas'

/**
 * How long a session lasts (spec section 9), on the mock clock: 10 days from the sign-in, or with
 * "Angemeldet bleiben" as long as the customer comes back within 60 days; after 60 or more days
 * without a visit it ends even then. A visit is any call with the session (`lastSeenAt`).
 */
export const sessionLifetimeDays = { withoutStayLoggedIn: 10, withoutVisit: 60 } as const

const dayMs = 24 * 60 * 60 * 1000

/** Why a session is over: its 10 days have run out, or nobody came back for 60 days. */
export type SessionEnd = 'expired' | 'inactive'

type SessionTimes = Pick<Session, 'createdAt' | 'lastSeenAt' | 'stayLoggedIn'>

/** When the session ends if the customer does not come back before. */
export function sessionEndsAt(session: SessionTimes): Date {
  const withoutVisit = Date.parse(session.lastSeenAt) + sessionLifetimeDays.withoutVisit * dayMs
  if (session.stayLoggedIn) return new Date(withoutVisit)
  const expires = Date.parse(session.createdAt) + sessionLifetimeDays.withoutStayLoggedIn * dayMs
  return new Date(Math.min(expires, withoutVisit))
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
