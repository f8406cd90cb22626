/**
 * One requirement of the product specification (`../shared/spec/account-area-spec.md`), kept beside the
 * spec's numbering. Tests and stories say which items they check with a tag, `spec:<id>` (Playwright:
 * `@spec:<id>`); `npm run report:spec` joins the two into `docs/spec-map.md`.
 */
export interface SpecItem {
  /** `<section>.<area>.<name>`, e.g. `7.orders.cancel`. */
  id: string
  /** What the spec asks, briefly and in its words. */
  title: string
  /** The files that build it, as repository paths (the report checks that they exist). */
  implementedIn?: string[]
  /** The scenario that shows it, and the page to open (a path of the app, with its query if any). */
  shownIn?: { scenario: string; path?: string }
  /** Why it is deliberately not built: then it needs neither an implementation nor a test. */
  notBuilt?: string
}

export interface SpecSection {
  /** The spec's section number. */
  number: string
  title: string
  items: SpecItem[]
}
