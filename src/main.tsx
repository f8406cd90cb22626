import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './shared/ui/styles.css'
import { App } from './app/app'
import { createProductionRuntime, productionServiceUrls } from './app/production-runtime'
import { configureApiClient } from './shared/api/api-client-config'
import { mockServicePaths } from './shared/config/services'
import type { AppRuntime } from './shared/config/runtime'

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

async function createRuntime(): Promise<AppRuntime> {
  // The only way into the mock: one dynamic import, compiled out of the production build.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    configureApiClient({ serviceBaseUrls: mockServicePaths })
    const { startMockBackend } = await import('../mock-server/harness/browser')
    return startMockBackend({ basename })
  }
  configureApiClient({ serviceBaseUrls: productionServiceUrls() })
  return createProductionRuntime()
}

const runtime = await createRuntime()
configureApiClient({ locale: runtime.locale })
document.documentElement.lang = 'de'

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App runtime={runtime} basename={basename} />
  </StrictMode>,
)
