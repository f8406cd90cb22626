import { createContext, useContext } from 'react'
import type { Environment, FlagValues } from '@flags/definitions'
import type { ShopLocale } from './locales'

/** A reCAPTCHA executor gives a token for an action; absent where reCAPTCHA could not load. */
export type RecaptchaExecutor = (action: 'login' | 'username_check' | 'magic_link') => Promise<string>

/** Everything the app gets from its start-up: mock harness or production configuration. */
export type AppRuntime = {
  environment: Environment
  locale: ShopLocale
  flags: FlagValues
  /** The app's clock; fixed or shifted by the harness so time-dependent screens are testable. */
  now: () => Date
  recaptcha: RecaptchaExecutor | null
  /**
   * Called by a page that will ask for a token, when it shows: the production build then loads the
   * reCAPTCHA script in the background, and no other page loads it. Absent where there is nothing to load.
   */
  prepareRecaptcha?: () => void
  /**
   * The production build paints before Unleash has answered, with the environment's default flags:
   * true until the answer (or the fallback to the defaults) is in. Routes that exist only by a flag
   * and the signed-in pages wait for it.
   */
  flagsPending?: boolean
}

export const RuntimeContext = createContext<AppRuntime | null>(null)

export function useRuntime(): AppRuntime {
  const runtime = useContext(RuntimeContext)
  if (!runtime) throw new Error('useRuntime needs the RuntimeContext provider (see src/app/app-providers.tsx)')
  return runtime
}
