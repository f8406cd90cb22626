/**
 * Stands in for tldts in the prototype build (vite.config.ts aliases it there; the dev server, Vitest and Node
 * keep tldts). Its one user there is tough-cookie, msw's cookie store, which asks for a cookie domain's
 * registrable domain; tldts answers from the whole public suffix list, a quarter of the harness's script that
 * every fresh tab evaluates. The harness's cookies belong to the app's own host (localhost, 127.0.0.1, a
 * preview host), where the last two labels are the answer; an IP address or a single label has none, as
 * tldts says. Below a suffix of two labels (`user.github.io`) it answers `github.io` where tldts answers the
 * whole host: the mock sets host-only cookies (no `Domain`), which tough-cookie finds under either answer.
 */
export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase()
  if (isIpAddress(name)) return null
  const labels = name.split('.')
  return labels.length < 2 ? null : labels.slice(-2).join('.')
}

function isIpAddress(name: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(name) || name.includes(':')
}
