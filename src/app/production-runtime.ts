import { createUnleashFlags } from '@flags/unleash-adapter'
import { isEnvironment } from '@flags/definitions'
import { defaultShopLocale, isShopLocale } from '@/shared/config/locales'
import { serviceNames, serviceUrlVariables, type ServiceBaseUrls } from '@/shared/config/services'
import type { AppRuntime, RecaptchaExecutor } from '@/shared/config/runtime'

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

/** Uses Google's reCAPTCHA v3 if the shop page loaded it; without it login shows the generic error. */
function productionRecaptcha(siteKey: string | undefined): RecaptchaExecutor | null {
  const grecaptcha = (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha
  if (!siteKey || !grecaptcha) return null
  return (action) =>
    new Promise((resolve, reject) =>
      grecaptcha.ready(() => grecaptcha.execute(siteKey, { action }).then(resolve, reject)),
    )
}

export async function createProductionRuntime(): Promise<AppRuntime> {
  const env = import.meta.env
  const environment = isEnvironment(env.VITE_APP_ENV) ? env.VITE_APP_ENV : 'production'
  const locale = isShopLocale(env.VITE_SHOP_LOCALE) ? env.VITE_SHOP_LOCALE : defaultShopLocale
  const flags = await createUnleashFlags({
    url: env.VITE_UNLEASH_URL,
    clientKey: env.VITE_UNLEASH_CLIENT_KEY,
    environment,
  })
  return {
    environment,
    locale,
    flags,
    now: () => new Date(),
    recaptcha: productionRecaptcha(env.VITE_RECAPTCHA_SITE_KEY),
  }
}
