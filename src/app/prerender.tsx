import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app-providers'
import { createQueryClient } from './create-query-client'
import { accountRouteId, loadLazyRoutes, prerenderedPages } from './prerendered-pages'
import { initialProductionRuntime } from './production-runtime'
import { createAppRoutes } from './routes'

/** The router's basename, as src/main.tsx has it. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

/**
 * A page as the app renders it at `href` (within the app) before it has loaded anything: React Router's static
 * rendering of the app's own routes, with the runtime the first screen has (default flags, nothing known about
 * the session yet) and no loader run. A public page's lazy modules are loaded first, as src/main.tsx loads them
 * before it hydrates; at an account address the account route's fallback renders, the account frame.
 */
export async function prerenderPage(href: string): Promise<string> {
  const routes = createAppRoutes()
  const url = new URL(`${basename === '/' ? '' : basename}${href}`, 'http://localhost')
  const matches = matchRoutes(routes, url.pathname, basename) ?? []
  if (!matches.some(({ route }) => route.id === accountRouteId)) await loadLazyRoutes(matches.map(({ route }) => route))
  const handler = createStaticHandler(routes, { basename })
  const context = await handler.query(new Request(url), { filterMatchesToLoad: () => false })
  if (context instanceof Response) throw new Error(`Prerendering ${href} answered ${context.status}`)
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders runtime={initialProductionRuntime()} queryClient={createQueryClient()} routes={routes}>
        <StaticRouterProvider
          router={createStaticRouter(handler.dataRoutes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </StrictMode>,
  )
  return new Response(prelude).text()
}

/** The production build's pages (prerendered-pages.ts): where each goes, and its markup for index.html's `#root`. */
export function prerenderPages(): Promise<{ file: string; markup: string }[]> {
  return Promise.all(
    prerenderedPages(createAppRoutes()).map(async ({ href, file }) => ({ file, markup: await prerenderPage(href) })),
  )
}
