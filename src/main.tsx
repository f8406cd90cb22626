import './shared/api/zod-config'
import './shared/ui/styles.css'
import { startProductionRuntime } from './app/production-runtime'
import { startApp } from './app/start-app'
import { configureApiClient } from './shared/api/api-client-config'
import { mockServicePaths, serviceUrlsOf } from './shared/config/services'
import type { AppRuntime } from './shared/config/runtime'
import { takeMailLinkParameters } from './shared/config/mail-link-parameters'

// Before anything of the page asks for anything: a mailed token leaves the address bar (mail-link-parameters.ts).
takeMailLinkParameters()

const basename = import.meta.env.BASE_URL.replace(/\/$/, '') || '/'

async function createRuntime(): Promise<{
  runtime: AppRuntime
  settledRuntime?: Promise<AppRuntime>
  onFlagsChange?: ReturnType<typeof startProductionRuntime>['onFlagsChange']
}> {
  // The only way into the mock: one dynamic import, compiled out of the production build.
  if (import.meta.env.VITE_USE_MOCK === 'true') {
    configureApiClient({ serviceBaseUrls: mockServicePaths })
    const { startBrowserHarness } = await import('../scenarios/start-browser-harness')
    return { runtime: await startBrowserHarness({ basename }) }
  }
  // Service URLs from the build's environment variables (docs/production.md).
  configureApiClient({ serviceBaseUrls: serviceUrlsOf(import.meta.env) })
  // Paints at once with the default flags; Unleash's answer and reCAPTCHA follow (production-runtime.ts).
  const { initial: runtime, settled: settledRuntime, onFlagsChange } = startProductionRuntime()
  return { runtime, settledRuntime, onFlagsChange }
}

/**
 * Not a top-level await: the mock's chunk imports modules of the entry's chunk, and an entry still
 * awaiting at its top level would never finish evaluating for it (the page stayed blank).
 */
async function start() {
  const runtime = await createRuntime()
  configureApiClient({ locale: runtime.runtime.locale })
  document.documentElement.lang = 'de'
  await startApp({ container: document.getElementById('root') as HTMLElement, basename, ...runtime })
}

void start()
