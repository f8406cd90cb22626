import { useFlag } from '@/shared/flags/use-flag'
import { useRuntime } from '@/shared/config/runtime'
import { shopOffersWithdrawal } from './withdrawal-shops'

/** The withdrawal button ("Vertrag widerrufen") is shown: flag `withdrawalButton` on and a shop with a withdrawal right. */
export function useWithdrawalOffered(): boolean {
  const { locale } = useRuntime()
  return useFlag('withdrawalButton') && shopOffersWithdrawal(locale)
}
