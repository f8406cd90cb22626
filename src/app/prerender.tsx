import { StrictMode } from 'react'
import { prerender as prerenderToStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app'
import { initialProductionRuntime } from './production-runtime'

/**
 * The build-time render of a page (scripts/prerender-plugin.mjs, production build only): the same
 * tree src/main.tsx hydrates, with the runtime the first screen has (default flags, nothing known
 * about the session yet). Waits for the lazy page, so the markup holds the whole first screen.
 */
export async function prerender(location: string): Promise<string> {
  const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'
  const { prelude } = await prerenderToStream(
    <StrictMode>
      <App
        runtime={initialProductionRuntime()}
        basename={basename}
        router={(routes) => (
          <StaticRouter basename={basename} location={location}>
            {routes}
          </StaticRouter>
        )}
      />
    </StrictMode>,
  )
  return new Response(prelude).text()
}
