import { StrictMode } from 'react'
import { prerender as prerenderToStream } from 'react-dom/static'
import { StaticRouter } from 'react-router'
import { App } from './app'
import { configureApiClient } from '@/shared/api/api-client-config'
import { earlyLoginStateKey, earlyLoginStateRequest } from '@/shared/session/early-login-state'
import { initialProductionRuntime, productionServiceUrls } from './production-runtime'

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

/**
 * The login-state call as the production app sends it (its service URL and locale from the build's
 * environment, as src/main.tsx configures them) and the window property the answer waits on:
 * index.html's route script sends it before the app's script has loaded (scripts/prerender-plugin.mjs).
 */
export function earlyLoginState() {
  configureApiClient({ serviceBaseUrls: productionServiceUrls(), locale: initialProductionRuntime().locale })
  return { key: earlyLoginStateKey, ...earlyLoginStateRequest() }
}
