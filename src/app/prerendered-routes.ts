import { matchRoutes, type RouteObject } from 'react-router'
import { paths } from '@/shared/config/paths'
import { loadRouteModule, type RouteModule } from './route-modules'

/**
 * The routes the production build writes as HTML (scripts/prerender-plugin.mjs), each with the query
 * parameters whose page differs from the markup (`differsWith`: the social-login provider's way back to the
 * login page, whose callback shows before the heading), those it needs to look like it (`needs`: a page
 * opened from a mail shows its form or progress only with the link's token; the build renders it with one,
 * and without it the page says the link is incomplete), and the values of a parameter that choose the page's
 * text (`variants`): the build renders each value too, and a script of the page puts the one of the address
 * in place before the first paint; any other value shows as the page without the parameter does.
 */
type PrerenderedRoute = {
  path: string
  differsWith: readonly string[]
  needs: readonly string[]
  variants?: { parameter: string; values: readonly string[] }
}

export const prerenderedRoutes: readonly PrerenderedRoute[] = [
  { path: paths.login.path, differsWith: ['code', 'error'], needs: [] },
  { path: paths.forgotPassword.path, differsWith: [], needs: [] },
  // After deleting the account it says so.
  {
    path: paths.postLogout.path,
    differsWith: [],
    needs: [],
    variants: { parameter: 'reason', values: ['account-deleted'] },
  },
  // What was sent, after asking for a password link.
  {
    path: paths.sendPasswordLinkSuccess.path,
    differsWith: [],
    needs: [],
    variants: { parameter: 'reason', values: ['password-forgotten', 'set-password', 'set-password-for-social-login'] },
  },
  // Its first step, asking for the order number (the further steps are routed inside the page).
  { path: paths.accountVerification.path, differsWith: [], needs: [] },
  { path: paths.setPassword.path, differsWith: [], needs: ['token'] },
  { path: paths.lightUserSetPassword.path, differsWith: [], needs: ['token'] },
  // Pages opened from a mail: what they show before the customer chooses, or while the link is confirmed.
  { path: paths.newsletterConfirmation.path, differsWith: [], needs: [] },
  { path: paths.newsletterCancelSubscription.path, differsWith: [], needs: ['subscriptionId'] },
  { path: paths.stockReminderUnsubscribe.path, differsWith: [], needs: ['reminderId'] },
  { path: paths.stockReminderConfirmDoi.path, differsWith: [], needs: ['token'] },
  { path: paths.researchConfirmation.path, differsWith: [], needs: ['market-research-doi-token'] },
  { path: paths.magicLink.path, differsWith: [], needs: ['token'] },
  { path: paths.emailChangeConfirmDoi.path, differsWith: [], needs: ['token'] },
  { path: paths.unsubscribeUpsell.path, differsWith: [], needs: ['customer_id', 'email', 'external_order_id'] },
]

/** A pathname of the address bar as a path within the app (without the basename and a trailing slash). */
export function routePath(pathname: string, basename: string): string {
  const withinApp = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname
  return withinApp.replace(/(.)\/+$/, '$1') || '/'
}

/**
 * The prerendered markup fits this location: a prerendered route, as it was rendered, and no navigation
 * state (react-router's `usr` in the history entry, kept over a reload: the login page hands the username
 * to account verification, which the markup does not have). Otherwise the app renders afresh.
 */
export function canHydrate(
  location: Pick<Location, 'pathname' | 'search'>,
  basename: string,
  historyState: unknown = null,
): boolean {
  const search = new URLSearchParams(location.search)
  const route = prerenderedRoutes.find(({ path }) => path === routePath(location.pathname, basename))
  const navigationState = typeof historyState === 'object' && historyState !== null && 'usr' in historyState
  return (
    route !== undefined &&
    !(navigationState && historyState.usr != null) &&
    !route.differsWith.some((parameter) => search.has(parameter)) &&
    route.needs.every((parameter) => search.get(parameter))
  )
}

/** A lazy route this location shows (layout or page): its parameters and its module, undefined where it failed. */
export type LoadedRoute = { params: Readonly<Record<string, string | undefined>>; module: RouteModule | undefined }

/**
 * Starts downloading the lazy modules of the routes this location shows (layouts and page). Settles
 * when all have loaded or failed, with what each route loaded: a failed download shows when the page
 * itself asks for it (route error boundary).
 */
export function preloadRouteModules(routes: RouteObject[], pathname: string, basename: string): Promise<LoadedRoute[]> {
  const loads = (matchRoutes(routes, pathname, basename) ?? [])
    .filter(({ route }) => typeof route.lazy === 'function')
    .map(({ route, params }) =>
      loadRouteModule(route).then(
        (module): LoadedRoute => ({ params, module }),
        (): LoadedRoute => ({ params, module: undefined }),
      ),
    )
  return Promise.all(loads)
}
