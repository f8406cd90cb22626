import { db } from '@mock-server/db/db'
import type { TokenType } from '@mock-server/db/schemas'

/** The newest token of this type the mock issued (what its mail links to), for the call that redeems it. */
export function latestToken(type: TokenType): string {
  const token = db.tokens.findMany((q) => q.where({ type })).at(-1)?.token
  if (!token) throw new Error(`The mock issued no ${type} token`)
  return token
}

/** A customer of the seeded scenario, by email. */
export function customerByEmail(email: string) {
  const customer = db.customers.findFirst((q) => q.where({ email }))
  if (!customer) throw new Error(`The scenario has no customer ${email}`)
  return customer
}

/** A stand-in for the token the reCAPTCHA script gives the page. */
export const recaptchaToken = 'recaptcha-token-of-the-page'

/** The query of the link in the seeded mail with this subject (the mail-links scenario's outbox). */
export function mailLinkQuery(subject: string): URLSearchParams {
  const link = db.outbox.findFirst((q) => q.where({ subject }))?.link
  if (!link) throw new Error(`The outbox has no mail "${subject}" with a link`)
  return new URL(link, 'http://localhost').searchParams
}
