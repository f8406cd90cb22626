/**
 * Secrets a report must not repeat, in an address or a message: the values of query parameters that carry
 * one (a mailed token, a password, an id a mail link acts on), and anything shaped like a token (32 hex
 * digits), an unguessable id (`subscription-` and 22 characters: unguessable-ids.ts) or a session id.
 */
const secretParameter = /token|passw|secret|code|^state$|session|customer_?id|subscriptionid|reminderid/i
const queryParameter = /([?&#])([^=&#\s]+)=([^&#\s]*)/g
const tokenShaped = /(?<![\w-])[0-9a-f]{32}(?![\w-])/g
const unguessableIdShaped = /(?<![\w-])([a-z][a-z-]*-)[A-Za-z0-9_-]{22}(?![\w-])/g
const sessionIdShaped = /(?<![\w-])session-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?![\w-])/g

export const masked = '***'

export function maskSecrets(text: string): string {
  return text
    .replace(queryParameter, (parameter, separator: string, name: string, value: string) =>
      secretParameter.test(name) && value ? `${separator}${name}=${masked}` : parameter,
    )
    .replace(sessionIdShaped, `session-${masked}`)
    .replace(tokenShaped, masked)
    .replace(unguessableIdShaped, (_id, prefix: string) => `${prefix}${masked}`)
}
