/** A cookie the mock services set on sign-in, as the browser keeps it. */
export type SessionCookie = { name: string; value: string; httpOnly: boolean }

/** A `Set-Cookie` line's name, value and whether the page may read it. */
export function sessionCookieOf(setCookie: string): SessionCookie {
  const [pair = '', ...attributes] = setCookie.split(';')
  const separator = pair.indexOf('=')
  return {
    name: pair.slice(0, separator).trim(),
    value: pair.slice(separator + 1).trim(),
    httpOnly: attributes.some((attribute) => attribute.trim().toLowerCase() === 'httponly'),
  }
}

/** The cookies as one `Cookie` header (for a call the bench makes itself). */
export function cookieHeader(cookies: SessionCookie[]): string {
  return cookies.map(({ name, value }) => `${name}=${value}`).join('; ')
}

/**
 * The cookies as the browser keeps them after signing in at the services' origin (CDP's and Playwright's
 * shape): host-only for its host with the path /, so sent to every port of it, as a signed-in customer's browser would.
 */
export function browserCookies(cookies: SessionCookie[], servicesOrigin: string) {
  return cookies.map(({ name, value, httpOnly }) => ({
    name,
    value,
    url: servicesOrigin,
    httpOnly,
    sameSite: 'Lax' as const,
  }))
}
