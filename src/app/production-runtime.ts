import { createUnleashFlags } from '@flags/unleash-adapter'
import { isEnvironment } from '@flags/definitions'
import { defaultShopLocale, isShopLocale } from '@/shared/config/locales'
import { serviceNames, serviceUrlVariables, type ServiceBaseUrls } from '@/shared/config/services'
import type { AppRuntime, RecaptchaExecutor } from '@/shared/config/runtime'
import { withRecaptchaTimeout } from '@/shared/config/recaptcha-timeout'

type Grecaptcha = {
  ready(callback: () => void): void
  execute(siteKey: string, options: { action: string }): Promise<string>
}

/** Service URLs from the build's environment variables (see README, "Real services"). */
export function productionServiceUrls(env: Record<string, string | undefined> = import.meta.env): ServiceBaseUrls {
  return Object.fromEntries(
    serviceNames.map((service) => [service, (env[serviceUrlVariables[service]] ?? '').replace(/\/$/, '')]),
  ) as ServiceBaseUrls
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
        grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
      ),
  )
}

export async function createProductionRuntime(): Promise<AppRuntime> {
  const env = import.meta.env
  const environment = isEnvironment(env.VITE_APP_ENV) ? env.VITE_APP_ENV : 'production'
  const locale = isShopLocale(env.VITE_SHOP_LOCALE) ? env.VITE_SHOP_LOCALE : defaultShopLocale
  const [flags, recaptcha] = await Promise.all([
    createUnleashFlags({
      url: env.VITE_UNLEASH_URL,
      clientKey: env.VITE_UNLEASH_CLIENT_KEY,
      environment,
    }),
    productionRecaptcha(env.VITE_RECAPTCHA_SITE_KEY, env.VITE_RECAPTCHA_SCRIPT_URL),
  ])
  return {
    environment,
    locale,
    flags,
    now: () => new Date(),
    recaptcha,
  }
}
