import { useFlag } from '@/shared/flags/use-flag'
import { useRuntime } from '@/shared/config/runtime'
import type { ShopLocale } from '@/shared/config/locales'

/** Switzerland has no statutory withdrawal right for online purchases, so the Swiss shop offers no withdrawal function. */
export function shopOffersWithdrawal(locale: ShopLocale): boolean {
  return locale !== 'ch'
}

/** The withdrawal button ("Vertrag widerrufen") is shown: flag `withdrawalButton` on and a shop with a withdrawal right. */
export function useWithdrawalOffered(): boolean {
  const { locale } = useRuntime()
  return useFlag('withdrawalButton') && shopOffersWithdrawal(locale)
}
