/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_USE_MOCK: string
  readonly VITE_APP_ENV?: string
  readonly VITE_SHOP_LOCALE?: string
  readonly VITE_UNLEASH_URL?: string
  readonly VITE_UNLEASH_CLIENT_KEY?: string
  readonly VITE_UNLEASH_REFRESH_SECONDS?: string
  readonly VITE_RECAPTCHA_SITE_KEY?: string
  readonly VITE_RECAPTCHA_SCRIPT_URL?: string
  readonly VITE_CREATORS_HUB?: string
  readonly [key: `VITE_${string}_SERVICE_URL`]: string | undefined
}
