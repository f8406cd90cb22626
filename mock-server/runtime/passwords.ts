/**
 * Passwords in the mock db are stored as PBKDF2-SHA256 hashes (WebCrypto: the same code in the
 * browser, Vitest and the standalone server), never as typed: the db sits in sessionStorage and in
 * the harness panel. Few iterations: it is a mock, seeded often; the point is no plain text.
 */
const iterations = 1_000
const scheme = 'pbkdf2-sha256'

const toHex = (bytes: ArrayBuffer | Uint8Array) =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('')

function randomSalt(): string {
  return toHex(crypto.getRandomValues(new Uint8Array(16)))
}

async function derive(password: string, salt: string, rounds: number): Promise<string> {
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits'])
  const bits = await crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations: rounds },
    key,
    256,
  )
  return toHex(bits)
}

/**
 * `pbkdf2-sha256$<iterations>$<salt>$<hash>`. Seeding passes a fixed salt (the customer id) so a
 * scenario seeds the same bytes every time; passwords set at run time get a random one.
 */
export async function hashPassword(password: string, salt: string = randomSalt()): Promise<string> {
  return `${scheme}$${iterations}$${salt}$${await derive(password, salt, iterations)}`
}

/** Whether the typed password matches the stored hash; false for no hash or a foreign format. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false
  const [kind, rounds, salt, hash] = stored.split('$')
  if (kind !== scheme || !salt || !hash || !Number.isInteger(Number(rounds))) return false
  const candidate = await derive(password, salt, Number(rounds))
  // Same length hex strings: compare every character, not stopping at the first difference.
  let difference = candidate.length ^ hash.length
  for (let index = 0; index < Math.min(candidate.length, hash.length); index += 1)
    difference |= candidate.charCodeAt(index) ^ hash.charCodeAt(index)
  return difference === 0
}
