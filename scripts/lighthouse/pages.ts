/**
 * The pages the Lighthouse bench opens: every route of spec section 2 that shows content, in the
 * scenario its spec item names (`shownIn` in spec-map/items/routes.ts), so a new route is measured as
 * soon as the spec map knows where it is shown. A route item's title starts with the route's path
 * pattern and says whether it is protected and which flag it needs, e.g.
 * "orders/:id (protected): order details", "contacts (protected): … (with the contactForm flag)".
 */
import { isFlagName, type FlagName } from '../../flags/definitions'
import { routeItems } from '../../spec-map/items/routes'
import type { SpecItem } from '../../spec-map/spec-item'

export type BenchPage = {
  /** The spec item's id without its `2.routes.` prefix, e.g. `order-details`. */
  name: string
  itemId: string
  scenario: string
  /** Flags the route needs on (production defaults otherwise). */
  flags: FlagName[]
  /** The path of the app to open, with its query; a page opened from a mail gets its link from the outbox. */
  path: string
  signedIn: boolean
  /** The page is opened by a mail's link: after the action that mails it, if the item names one. */
  mail?: MailTrigger
  /** The page is the page-not-found page (its landing is the not-found heading, on purpose). */
  notFound: boolean
}

/** How a page comes to be opened from a mail that an action on the `shownIn` page sends. */
export type MailTrigger = {
  /** What the customer does, in words, for the report. */
  action: string
  /** The action needs the customer signed in (then the link is opened in the same, signed-in browser). */
  signedIn: boolean
  /** The services call the action makes (the bench makes it over HTTP). */
  call: { service: string; path: string; body: Record<string, unknown>; headers?: Record<string, string> }
  /** The mailed link's path (without base), to pick the mail from the outbox. */
  linkPath: string
  /** Where the page ends once it has done its work (the magic link signs in and goes to account home). */
  landsOn?: string
}

export type SkippedPage = { name: string; reason: string }

const routePrefix = '2.routes.'

/**
 * Route items whose page is reached through an action on their `shownIn` page, which mails the link: the
 * only hand-kept part (which services call that action makes is not in the spec map).
 */
const mailTriggers: Record<string, (user: { username: string; password: string | null }) => MailTrigger> = {
  [`${routePrefix}magic-link`]: (user) => ({
    action: 'password step: "Anmeldelink per E-Mail senden"',
    signedIn: false,
    call: {
      service: 'customer',
      path: '/user/magic-link/login',
      body: { username: user.username, source: 'MY_ACCOUNT' },
    },
    linkPath: '/magic-link',
    landsOn: '/',
  }),
  [`${routePrefix}email-change-confirm-doi`]: (user) => ({
    action: 'change email',
    signedIn: true,
    call: {
      service: 'customer',
      path: '/user/change-email',
      body: { newEmail: 'lighthouse.neu@example.de', password: user.password, newsletterOptIn: false },
      headers: { 'x-request-source': 'SHOP' },
    },
    linkPath: '/email-change/confirm-doi',
  }),
}

/** The route pattern a route item's title starts with: `login`, `orders/:id`, `(empty)`, `(any other)`. */
export function routePatternOf(item: SpecItem): string {
  return /^(\(empty\)|\(any other\)|[^\s,(]+)/.exec(item.title)?.[1] ?? ''
}

/** Whether an app path (with or without query) is one of the pattern's. */
export function matchesRoute(pattern: string, path: string): boolean {
  const pathname = (path.split('?')[0] ?? '').replace(/^\/|\/$/g, '')
  if (pattern === '(any other)') return true
  if (pattern === '(empty)') return pathname === ''
  const expression = pattern
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/')
  return new RegExp(`^${expression}$`).test(pathname)
}

export type ScenarioUsers = Record<string, { username: string; password: string | null } | undefined>

/** The measured pages, and the route items that are not a page one can land on, with why. */
export function benchPages(usersOf: ScenarioUsers): { pages: BenchPage[]; skipped: SkippedPage[] } {
  const pages: BenchPage[] = []
  const skipped: SkippedPage[] = []
  for (const item of routeItems) {
    if (!item.id.startsWith(routePrefix)) continue // the rules, the shell and the navigation: no page of their own
    const name = item.id.slice(routePrefix.length)
    const shownIn = item.shownIn
    if (!shownIn?.path) {
      skipped.push({ name, reason: 'no scenario shows it (no shownIn path)' })
      continue
    }
    const pattern = routePatternOf(item)
    const flags = [...item.title.matchAll(/with the (\w+) flag/g)]
      .map((match) => match[1] ?? '')
      .filter((flag): flag is FlagName => isFlagName(flag))
    const page = {
      name,
      itemId: item.id,
      scenario: shownIn.scenario,
      flags,
      path: shownIn.path,
      signedIn: item.title.includes('(protected)'),
      notFound: pattern === '(any other)',
    }
    if (matchesRoute(pattern, shownIn.path)) {
      pages.push(page)
      continue
    }
    const trigger = mailTriggers[item.id]
    const user = usersOf[shownIn.scenario]
    if (trigger && user) {
      const mail = trigger(user)
      pages.push({ ...page, mail, signedIn: mail.signedIn })
    } else
      skipped.push({
        name,
        reason: `not opened by loading a URL: ${shownIn.path} leads to it in the app (${item.title.split(': ')[1] ?? ''})`,
      })
  }
  return { pages, skipped }
}
