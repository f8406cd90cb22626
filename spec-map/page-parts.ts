/** What the spec map's page and the scenario gallery share: escaping, and the link that opens a scenario. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/** The prototype page that opens a scenario on a path (keeping the path's own query, e.g. `?flags=…`). */
export function scenarioHref(shownIn: { scenario: string; path?: string }, base = '/'): string {
  const [path = '/', query] = (shownIn.path ?? '/').split('?')
  const search = new URLSearchParams(query)
  search.set('scenario', shownIn.scenario)
  return `${base}${path.replace(/^\//, '')}?${search.toString()}`
}
