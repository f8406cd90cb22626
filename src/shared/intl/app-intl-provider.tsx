import type { ReactNode } from 'react'
import { IntlProvider, type MessageFormatElement } from 'react-intl'
import { shopLocaleSettings, type ShopLocale } from '../config/locales'
import compiledMessages from './compiled/de.json'

/**
 * All three shops speak German; the locale changes number, currency and date formats.
 * defaultLocale equals the locale in use, which keeps react-intl from reporting every message as missing.
 */
export function AppIntlProvider({ locale, children }: { locale: ShopLocale; children: ReactNode }) {
  const intlLocale = shopLocaleSettings[locale].intlLocale
  return (
    <IntlProvider
      locale={intlLocale}
      defaultLocale={intlLocale}
      messages={compiledMessages as unknown as Record<string, MessageFormatElement[]>}
    >
      {children}
    </IntlProvider>
  )
}
