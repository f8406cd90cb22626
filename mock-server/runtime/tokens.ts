import { db } from '../db/db'
import type { Customer, OutboxMail, Token, TokenType } from '../db/schemas'
import { mockNow, mockNowIso } from './clock'
import { sendMail } from './outbox'

/**
 * The mailed tokens of the mock backend (db.tokens): issued with a validity, redeemed once.
 * Handlers keep their own validity, mail texts and error codes; this module keeps the rules.
 */

/** `bytes` random bytes as lowercase hex (a token is 16 bytes, 32 characters). */
export function randomHex(bytes: number): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  )
}

export type TokenIssue = {
  type: TokenType
  email: string
  /** The account the token acts for; none for a person without an account (social login). */
  customer?: Customer
  validForMs: number
  /** e.g. JSON with what the redeeming endpoint needs. */
  payload?: string | null
  /** For seeding: a scenario fixes the token and its instant, so every run gives the same data. */
  seeded?: { token: string; issuedAt: Date }
}

/** Stores a new unused token, valid from the mock clock's now for `validForMs`, and returns it. */
export async function issueToken({
  type,
  email,
  customer,
  validForMs,
  payload = null,
  seeded,
}: TokenIssue): Promise<string> {
  const token = seeded?.token ?? randomHex(16)
  const now = seeded?.issuedAt ?? mockNow()
  await db.tokens.create({
    token,
    type,
    email,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + validForMs).toISOString(),
    usedAt: null,
    payload,
    ...(customer ? { customer } : {}),
  })
  return token
}

/** A path chosen by the caller (a `redirectUri`) with the token as one more query parameter. */
export function tokenLink(path: string, token: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}token=${token}`
}

export type TokenMail = Pick<OutboxMail, 'kind' | 'subject' | 'body'>

/**
 * Issues a token for the customer and mails the link `href` builds for it, e.g.
 * `paths.magicLink.getHref` from the app's route helpers.
 */
export async function mailTokenLink(
  customer: Customer,
  {
    type,
    validForMs,
    href,
    mail,
  }: { type: TokenType; validForMs: number; href: (token: string) => string; mail: TokenMail },
): Promise<void> {
  const token = await issueToken({ type, email: customer.email, customer, validForMs })
  await sendMail({ to: customer.email, ...mail, link: href(token) })
}

/**
 * What a presented token is good for. `unknown`: no such token, or one of a type the endpoint does
 * not accept (each endpoint knows only its own links); `spent`: used already or expired.
 */
export type TokenCheck = { status: 'redeemable'; record: Token } | { status: 'unknown' } | { status: 'spent' }

export function checkToken(token: string, acceptedTypes: readonly TokenType[]): TokenCheck {
  const record = db.tokens.findFirst((q) => q.where({ token }))
  if (!record || !acceptedTypes.includes(record.type)) return { status: 'unknown' }
  if (record.usedAt || record.expiresAt < mockNowIso()) return { status: 'spent' }
  return { status: 'redeemable', record }
}

/** The token's record if it is of an accepted type, unused and not expired; for endpoints that refuse all alike. */
export function findRedeemableToken(token: string, acceptedTypes: readonly TokenType[]): Token | undefined {
  const check = checkToken(token, acceptedTypes)
  return check.status === 'redeemable' ? check.record : undefined
}

/** Uses the token up: from now on it is `spent`. */
export async function markTokenUsed(token: string, usedAt: string = mockNowIso()): Promise<void> {
  await db.tokens.update((q) => q.where({ token }), {
    data(used) {
      used.usedAt = usedAt
    },
  })
}

/** Uses up every open link of these types the customer was mailed (a reset makes the others worthless). */
export async function useUpOpenTokens(customer: Customer, types: readonly TokenType[]): Promise<void> {
  const usedAt = mockNowIso()
  await db.tokens.updateMany(
    (q) => q.where({ customer: { id: customer.id }, usedAt: null, type: (type) => types.includes(type) }),
    {
      data(token) {
        token.usedAt = usedAt
      },
    },
  )
}
