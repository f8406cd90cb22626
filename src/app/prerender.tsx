import { StrictMode } from 'react'
import { prerender } from 'react-dom/static'
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router'
import { AppProviders } from './app-providers'
import { createQueryClient } from './create-query-client'
import { loadLazyRoutes, prerenderedPages } from './prerendered-pages'
import { initialProductionRuntime } from './production-runtime'
import { createAppRoutes } from './routes'

/** The router's basename, as src/main.tsx has it. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

/**
 * A page as the app renders it at `href` before it has loaded anything: React Router's static rendering of the
 * app's routes with the first screen's runtime, no loader run; a public page's lazy modules loaded first, as the
 * browser does before it hydrates (prerendered-pages.ts). At an account address: the account frame.
 */
export async function prerenderPage(href: string): Promise<string> {
  const routes = createAppRoutes()
  const url = new URL(`${basename === '/' ? '' : basename}${href}`, 'http://localhost')
  const matches = matchRoutes(routes, url.pathname, basename) ?? []
  await loadLazyRoutes(matches.map(({ route }) => route))
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
export function prerenderPages(): Promise<{ file: string; markup: string; fromMail: boolean }[]> {
  return Promise.all(
    prerenderedPages(createAppRoutes()).map(async ({ href, file, fromMail }) => ({
      file,
      fromMail,
      markup: await prerenderPage(href),
    })),
  )
}
