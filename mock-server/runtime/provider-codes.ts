import { hmac } from '@noble/hashes/hmac.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js'
import { db } from '../db/db'
import { socialLoginProviderSchema, type SocialLoginProvider } from '../db/schemas'
import { mockNowIso } from './clock'
import { randomHex } from './tokens'
import { base64Url, fromBase64Url } from './unguessable-ids'

/**
 * The authorization codes of the mock's Google, Facebook and Apple: `<provider>.<payload>.<signature>`,
 * the payload (base64url JSON: provider, person, redirect URI, nonce) signed with HMAC-SHA256 under a
 * secret made when the mock starts. The mock provider page (mock-server/public/mock-google-signin.js)
 * signs with the same secret, which the browser harness keeps in the tab (provider-secret.ts); tests and
 * stories mint with `providerCode`. A code works once, and only for the redirect URI it was issued for.
 */
export type ProviderPerson = { email: string; firstName: string; lastName: string }

let secret: Uint8Array | undefined

/** The secret, made on first use (a process or a tab of the mock starts without one). */
function currentSecret(): Uint8Array {
  secret ??= crypto.getRandomValues(new Uint8Array(32))
  return secret
}

/** The secret as hex, for the browser harness to keep in the tab for the mock provider page. */
export function providerCodeSecret(): string {
  return bytesToHex(currentSecret())
}

/** Takes on a kept secret (the tab's, across reloads), or makes a new one (undefined). */
export function setProviderCodeSecret(hex: string | undefined): void {
  secret = hex ? hexToBytes(hex) : crypto.getRandomValues(new Uint8Array(32))
}

const sign = (signed: string) => base64Url(hmac(sha256, currentSecret(), utf8ToBytes(signed)))

/** A code of the mock provider for this person, as the provider page mints it on the way back to `redirectUri`. */
export function providerCode({
  provider,
  person,
  redirectUri,
  nonce = randomHex(16),
}: {
  provider: SocialLoginProvider
  person: ProviderPerson
  redirectUri: string
  nonce?: string
}): string {
  const payload = base64Url(utf8ToBytes(JSON.stringify({ provider, ...person, redirectUri, nonce })))
  const signed = `${provider.toLowerCase()}.${payload}`
  return `${signed}.${sign(signed)}`
}

/** Compares in time independent of where they differ, as a signature check must. */
function sameText(first: string, second: string): boolean {
  if (first.length !== second.length) return false
  let difference = 0
  for (let index = 0; index < first.length; index += 1) difference |= first.charCodeAt(index) ^ second.charCodeAt(index)
  return difference === 0
}

type CodeContent = ProviderPerson & { provider: SocialLoginProvider; redirectUri: string }

function readCode(code: string): CodeContent | undefined {
  const [prefix = '', payload = '', signature = '', ...rest] = code.split('.')
  if (rest.length > 0 || !sameText(sign(`${prefix}.${payload}`), signature)) return undefined
  try {
    const value = JSON.parse(new TextDecoder().decode(fromBase64Url(payload))) as Record<string, unknown>
    const provider = socialLoginProviderSchema.safeParse(value.provider)
    const { email, firstName, lastName, redirectUri } = value
    if (!provider.success || provider.data.toLowerCase() !== prefix) return undefined
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email.trim()) || typeof redirectUri !== 'string')
      return undefined
    return {
      provider: provider.data,
      email: email.trim().toLowerCase(),
      firstName: typeof firstName === 'string' ? firstName.trim() : '',
      lastName: typeof lastName === 'string' ? lastName.trim() : '',
      redirectUri,
    }
  } catch {
    return undefined
  }
}

/**
 * The person a code vouches for, once: signed by the mock, of this provider, issued for this redirect
 * URI and not redeemed before (kept as a used token of type `provider-code`). Undefined otherwise.
 */
export async function redeemProviderCode(
  code: string,
  expected: { provider: SocialLoginProvider; redirectUri: string },
): Promise<ProviderPerson | undefined> {
  const content = readCode(code)
  if (!content || content.provider !== expected.provider || content.redirectUri !== expected.redirectUri)
    return undefined
  const signature = code.slice(code.lastIndexOf('.') + 1)
  if (db.tokens.findFirst((q) => q.where({ token: signature, type: 'provider-code' }))) return undefined
  const now = mockNowIso()
  await db.tokens.create({
    ...{ token: signature, type: 'provider-code', email: content.email },
    ...{ createdAt: now, expiresAt: now, usedAt: now, payload: null },
  })
  return { email: content.email, firstName: content.firstName, lastName: content.lastName }
}
