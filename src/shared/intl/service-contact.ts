import type { ShopLocale } from '../config/locales'
import { supportEmail } from '../config/locales'

/** Toll-free service lines per shop (spec section 9: service hours 8 to 21). */
const servicePhone: Record<ShopLocale, string> = {
  de: '0800 29 888 00',
  at: '0800 29 888 01',
  ch: '0800 29 888 02',
}

/** The shop's service line as shown, as a `tel:` link target (no spaces), and the support mailbox. */
export function serviceContact(locale: ShopLocale) {
  const phone = servicePhone[locale]
  return { phone, phoneHref: `tel:${phone.replace(/\s/g, '')}`, email: supportEmail(locale) }
}
