import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { shopLocaleSettings, type ShopLocale } from '../config/locales'

// German is the only language: each message is its descriptor's defaultMessage, compiled at build time
// (scripts/precompile-messages.mjs) and shipped with the page that shows it.
const noTranslations = {}

/**
 * All three shops speak German; the locale changes number, currency and date formats.
 * defaultLocale equals the locale in use, which keeps react-intl from reporting every message as missing.
 */
export function AppIntlProvider({ locale, children }: { locale: ShopLocale; children: ReactNode }) {
  const intlLocale = shopLocaleSettings[locale].intlLocale
  return (
    <IntlProvider locale={intlLocale} defaultLocale={intlLocale} messages={noTranslations}>
      {children}
    </IntlProvider>
  )
}
