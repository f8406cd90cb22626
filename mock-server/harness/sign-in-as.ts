import { db } from '../db/db'
import { mockNowIso } from '../runtime/clock'
import { customerNumberCookieName, seedSession } from '../runtime/session'

/** The customer number of whoever the tab's session belongs to. */
export function signedInCustomerNumber(): string | undefined {
  return db.sessions.all()[0]?.customer?.customerNumber
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
