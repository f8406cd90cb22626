/**
 * A mailed link's secret leaves the address bar before anything else of the page runs: `takeMailLinkParameters`
 * is the entry's first act (src/main.tsx). Until then it would be in the history and in the referrer of every
 * request the page makes; the pages opened from mails send no referrer at all (their HTML's meta, set here too
 * for a page the app renders afresh). The values stay in memory for the page that was opened with them.
 */
const names = ['token', 'market-research-doi-token'] as const

let taken: { pathname: string; values: URLSearchParams } | undefined

export function takeMailLinkParameters(location: Location = window.location, history: History = window.history) {
  const url = new URL(location.href)
  const values = new URLSearchParams()
  for (const name of names) {
    const value = url.searchParams.get(name)
    if (value === null) continue
    values.set(name, value)
    url.searchParams.delete(name)
  }
  if (values.size === 0) return
  taken = { pathname: url.pathname, values }
  history.replaceState(history.state, '', url)
  // The prerendered mail pages carry it in their HTML already (build/prerender-plugin.ts).
  if (document.head.querySelector('meta[name="referrer"]')) return
  const meta = document.createElement('meta')
  meta.name = 'referrer'
  meta.content = 'no-referrer'
  document.head.append(meta)
}

/** A parameter taken from the address bar at `pathname`'s first load (the page opened from the mail). */
export function takenMailLinkParameter(pathname: string, name: string): string | null {
  return taken?.pathname === pathname ? taken.values.get(name) : null
}

/** The address the page was opened with: hydration compares it with what the build rendered. */
export function openedSearch(location: Pick<Location, 'pathname' | 'search'>): string {
  if (taken?.pathname !== location.pathname) return location.search
  const search = new URLSearchParams(location.search)
  for (const [name, value] of taken.values) search.set(name, value)
  return `?${search}`
}
