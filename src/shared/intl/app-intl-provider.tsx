import type { ReactNode } from 'react'
import { IntlProvider } from 'react-intl'
import { shopLocaleSettings, type ShopLocale } from '../config/locales'
import { shopTimeZoneOf } from '../config/shop-time'

// German is the only language: each message is its descriptor's defaultMessage, compiled at build time
// (scripts/precompile-messages.mjs) and shipped with the page that shows it.
const noTranslations = {}

/**
 * All three shops speak German; the locale changes number, currency and date formats.
 * defaultLocale equals the locale in use, which keeps react-intl from reporting every message as missing.
 * Every date and time is shown in the shop's time zone, not the device's: an order placed at 23:30 in
 * Berlin shows that day also on a phone in New York or Auckland.
 */
export function AppIntlProvider({ locale, children }: { locale: ShopLocale; children: ReactNode }) {
  const intlLocale = shopLocaleSettings[locale].intlLocale
  return (
    <IntlProvider
      locale={intlLocale}
      defaultLocale={intlLocale}
      timeZone={shopTimeZoneOf(locale)}
      messages={noTranslations}
    >
      {children}
    </IntlProvider>
  )
}
