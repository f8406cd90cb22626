import type { ShopLocale } from '@/shared/config/locales'

/** Switzerland has no statutory withdrawal right for online purchases, so the Swiss shop offers no withdrawal function. */
export function shopOffersWithdrawal(locale: ShopLocale): boolean {
  return locale !== 'ch'
}
