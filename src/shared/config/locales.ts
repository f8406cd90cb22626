/** The three shops. The locale decides formats, currency, country and support mailbox. */
export const shopLocales = ['de', 'at', 'ch'] as const
export type ShopLocale = (typeof shopLocales)[number]
export const defaultShopLocale: ShopLocale = 'de'

export function isShopLocale(value: unknown): value is ShopLocale {
  return typeof value === 'string' && (shopLocales as readonly string[]).includes(value)
}

/**
 * `timeZone` is the shop's: every date and time the app shows is a day and hour there, wherever the
 * device is (src/shared/config/shop-time.ts).
 */
export const shopLocaleSettings = {
  de: {
    intlLocale: 'de-DE',
    currency: 'EUR',
    countryCode: 'DE',
    countryName: 'Deutschland',
    region: 'hseDE',
    timeZone: 'Europe/Berlin',
  },
  at: {
    intlLocale: 'de-AT',
    currency: 'EUR',
    countryCode: 'AT',
    countryName: 'Österreich',
    region: 'hseAT',
    timeZone: 'Europe/Vienna',
  },
  ch: {
    intlLocale: 'de-CH',
    currency: 'CHF',
    countryCode: 'CH',
    countryName: 'Schweiz',
    region: 'hseCH',
    timeZone: 'Europe/Zurich',
  },
} as const satisfies Record<ShopLocale, { timeZone: string } & Record<string, string>>

export type CountryCode = (typeof shopLocaleSettings)[ShopLocale]['countryCode']

export const companyName = 'HSE'

export function supportEmail(locale: ShopLocale): string {
  return `service@hse.${locale}`
}

export function shopHost(locale: ShopLocale): string {
  return `www.hse.${locale}`
}

/** A page of the shop, e.g. `shopUrl('de', '/dpl/c/agb')`; the shop's home page by default. */
export function shopUrl(locale: ShopLocale, path = '/'): string {
  return `https://${shopHost(locale)}${path}`
}

/** The shop's home page, where "back to the shop" links lead. */
export function shopHomeUrl(locale: ShopLocale): string {
  return shopUrl(locale)
}

export function shopLocaleOfCountry(countryCode: string): ShopLocale | undefined {
  return shopLocales.find((locale) => shopLocaleSettings[locale].countryCode === countryCode.toUpperCase())
}

/** The shop's FAQ, an external page of each shop (.de, .at, .ch). */
export function shopFaqUrl(locale: ShopLocale): string {
  return shopUrl(locale, '/dpl/c/service/faq')
}
