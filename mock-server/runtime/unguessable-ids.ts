/**
 * Ids that stand in a mail's link, or that a link names a customer by (newsletter subscription, stock
 * reminder, the upsell link's customer): whoever holds the link may act on it without signing in, so
 * nobody may find one by counting (`subscription-0001`, `-0002`, …). 128 random bits, URL-safe.
 *
 * At run time the bits come from `crypto.getRandomValues`. A scenario's seeding passes its own
 * source (`SeedContext.randomBytes`, a PRNG from the scenario's seed) so that every run seeds the
 * same ids: stories, tests and fault cases can name the links of a scenario's outbox.
 */
export type RandomBytes = (count: number) => Uint8Array

export const cryptoRandomBytes: RandomBytes = (count) => crypto.getRandomValues(new Uint8Array(count))

/** 16 bytes: 128 bits. */
export const unguessableIdBytes = 16

/** base64url (RFC 4648 §5) without padding: letters, digits, `-` and `_`, nothing to escape in a URL. */
export function base64Url(bytes: Uint8Array): string {
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

/** The bytes of a base64url text (with or without padding); `atob` throws on anything else. */
export function fromBase64Url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'))
  return Uint8Array.from(binary, (character) => character.charCodeAt(0))
}

/** `subscription-Xk3…` (22 characters after the prefix): the prefix says what it is in the harness's db view. */
export function unguessableId(prefix: string, randomBytes: RandomBytes = cryptoRandomBytes): string {
  return `${prefix}-${base64Url(randomBytes(unguessableIdBytes))}`
}

/** The shape of an unguessable id with this prefix, for tests. */
export function unguessableIdPattern(prefix: string): RegExp {
  return new RegExp(`^${prefix}-[A-Za-z0-9_-]{22}$`)
}
