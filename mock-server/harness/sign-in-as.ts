import { db } from '../db/db'
import type { Session } from '../db/schemas'
import { mockNow, mockNowIso } from '../runtime/clock'
import { customerNumberCookieName, seedSession } from '../runtime/session'
import { sessionEnd, sessionEndsAt } from '../runtime/session-lifetime'

/** The tab's session while it lasts on the mock clock (a session that is over ends on its next call). */
export type SignedInSession = { customerNumber: string; stayLoggedIn: boolean; endsAt: Date }

export function signedInSession(): SignedInSession | undefined {
  const session = db.sessions.all()[0]
  const customerNumber = session?.customer?.customerNumber
  if (!session || !customerNumber || sessionEnd(session, mockNow())) return undefined
  return { customerNumber, stayLoggedIn: session.stayLoggedIn, endsAt: sessionEndsAt(session) }
}

/** The customer number of whoever the tab's session belongs to. */
export function signedInCustomerNumber(): string | undefined {
  return signedInSession()?.customerNumber
}

/** How a tab's session began and went on: what a link that restores the tab signs its customer in with. */
export type SessionTimes = Pick<Session, 'createdAt' | 'lastSeenAt' | 'stayLoggedIn' | 'loginMethod'>

/**
 * Signs a customer of the db in, as after a login (or with the times of a tab's session: `since`); false
 * when there is no such customer.
 */
export async function signInAs(customerNumber: string, since?: SessionTimes): Promise<boolean> {
  const customer = db.customers.findFirst((q) => q.where({ customerNumber }))
  if (!customer) return false
  db.sessions.clear()
  await seedSession(customer, since?.createdAt ?? mockNowIso(), since)
  return true
}

/** Ends the tab's session and clears the cookie the app reads, as after a logout. */
export function signOut(): void {
  db.sessions.clear()
  // In Vitest (Node) there is no document: the db's session is all there is.
  if (typeof document !== 'undefined') document.cookie = `${customerNumberCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
}
