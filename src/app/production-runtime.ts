import { createUnleashFlags } from '@flags/unleash-adapter'
import { defaultFlags, isEnvironment, type FlagValues } from '@flags/definitions'
import { defaultShopLocale, isShopLocale } from '@/shared/config/locales'
import type { AppRuntime, RecaptchaExecutor } from '@/shared/config/runtime'
import { withRecaptchaTimeout } from '@/shared/config/recaptcha-timeout'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

/**
 * Loads reCAPTCHA v3 (Google's script, or the one `VITE_RECAPTCHA_SCRIPT_URL` names) when a site key
 * is configured. Without it, or when it cannot load, login shows the generic error (spec section 5).
 */
export async function productionRecaptcha(
  siteKey: string | undefined,
  scriptUrl: string | undefined,
): Promise<RecaptchaExecutor | null> {
  if (!siteKey) return null
  const globalWindow = window as unknown as { grecaptcha?: Grecaptcha }
  if (!globalWindow.grecaptcha) {
    const src = new URL(scriptUrl ?? 'https://www.google.com/recaptcha/api.js')
    src.searchParams.set('render', siteKey)
    const loaded = await new Promise<boolean>((resolve) => {
      const script = document.createElement('script')
      script.src = src.toString()
      script.async = true
      script.onload = () => resolve(true)
      script.onerror = () => resolve(false)
      document.head.append(script)
      setTimeout(() => resolve(false), 5_000)
    })
    if (!loaded || !globalWindow.grecaptcha) return null
  }
  const grecaptcha = globalWindow.grecaptcha as Grecaptcha
  return withRecaptchaTimeout(
    (action) =>
      new Promise((resolve, reject) =>
        grecaptcha.ready(() => {
          grecaptcha.execute(siteKey, { action }).then(resolve, reject)
        }),
      ),
  )
}

function productionSettings() {
  const env = import.meta.env
  return {
    environment: isEnvironment(env.VITE_APP_ENV) ? env.VITE_APP_ENV : ('production' as const),
    locale: isShopLocale(env.VITE_SHOP_LOCALE) ? env.VITE_SHOP_LOCALE : defaultShopLocale,
  }
}

function whenIdleAfterLoad(task: () => unknown): void {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(() => task(), { timeout: 2_000 })
      : setTimeout(task, 500)
  if (document.readyState === 'complete') idle()
  else window.addEventListener('load', idle, { once: true })
}

/**
 * The production runtime without waiting: `initial` is what the first screen renders with (the
 * environment's default flags, as on the prerendered login page, and `flagsPending`); `settled`
 * follows once Unleash has answered (or the defaults stand). reCAPTCHA loads only for a page that
 * will ask for a token (`prepareRecaptcha`), after it has loaded, or when a token is first asked for:
 * its executor waits for the script, and fails (login's generic error) where it could not load.
 */
export function startProductionRuntime(env: ImportMetaEnv = import.meta.env): {
  initial: AppRuntime
  settled: Promise<AppRuntime>
  /** Flags switched in Unleash while the page is open, at the client's next refresh. */
  onFlagsChange: (listener: (flags: FlagValues) => void) => () => void
} {
  const initial = initialProductionRuntime()
  let recaptchaLoaded: Promise<RecaptchaExecutor | null> | undefined
  const loadRecaptcha = () =>
    (recaptchaLoaded ??= productionRecaptcha(env.VITE_RECAPTCHA_SITE_KEY, env.VITE_RECAPTCHA_SCRIPT_URL))
  // Google's script is large and a third party: the account's pages never load it, and the login page
  // loads it out of the way of its first screen, once the page has loaded and the browser is idle.
  const prepareRecaptcha = env.VITE_RECAPTCHA_SITE_KEY ? () => whenIdleAfterLoad(loadRecaptcha) : undefined
  const recaptcha: AppRuntime['recaptcha'] = env.VITE_RECAPTCHA_SITE_KEY
    ? async (action) => {
        const executor = await loadRecaptcha()
        if (!executor) throw new Error('reCAPTCHA could not load')
        return executor(action)
      }
    : null
  const flagListeners = new Set<(flags: FlagValues) => void>()
  const settled = createUnleashFlags({
    url: env.VITE_UNLEASH_URL,
    clientKey: env.VITE_UNLEASH_CLIENT_KEY,
    environment: initial.environment,
    refreshSeconds: unleashRefreshSeconds(env.VITE_UNLEASH_REFRESH_SECONDS),
    onUpdate: (flags) => flagListeners.forEach((listener) => listener(flags)),
  })
    // Its client failing to load leaves the defaults, like an unreachable flag service.
    .catch(() => initial.flags)
    .then((flags): AppRuntime => ({ ...initial, flags, recaptcha, prepareRecaptcha, flagsPending: false }))
  return {
    initial: { ...initial, recaptcha, prepareRecaptcha },
    settled,
    onFlagsChange: (listener) => {
      flagListeners.add(listener)
      return () => flagListeners.delete(listener)
    },
  }
}

/** Unleash's own default, 30 s, unless the build says otherwise; 0 reads the flags once. */
export function unleashRefreshSeconds(configured: string | undefined): number {
  const seconds = Number(configured ?? 30)
  return Number.isFinite(seconds) && seconds >= 0 ? seconds : 30
}

/** The first screen's runtime, also the build-time prerender's (src/app/prerender.tsx). */
export function initialProductionRuntime(): AppRuntime {
  const { environment, locale } = productionSettings()
  return {
    environment,
    locale,
    flags: defaultFlags(environment),
    now: () => new Date(),
    flagsPending: true,
    recaptcha: null,
  }
}
