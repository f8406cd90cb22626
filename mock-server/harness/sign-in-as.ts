import { db } from '../db/db'
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

/** Signs a customer of the db in, as after a login; false when there is no such customer. */
export async function signInAs(customerNumber: string): Promise<boolean> {
  const customer = db.customers.findFirst((q) => q.where({ customerNumber }))
  if (!customer) return false
  db.sessions.clear()
  await seedSession(customer, mockNowIso())
  return true
}

/** Ends the tab's session and clears the cookie the app reads, as after a logout. */
export function signOut(): void {
  db.sessions.clear()
  document.cookie = `${customerNumberCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
}
