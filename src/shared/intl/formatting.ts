import { useIntl } from 'react-intl'
import { shopLocaleSettings } from '../config/locales'
import { useRuntime } from '../config/runtime'
import { dateFormatOptions, moneyFormatOptions } from './format-options'

/** Money always in the shop's currency (EUR, CHF for Swiss customers). */
export function useFormatMoney(): (amount: number, currency?: 'EUR' | 'CHF') => string {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (amount, currency = shopLocaleSettings[locale].currency) =>
    intl.formatNumber(amount, moneyFormatOptions(currency))
}

export function useFormatDate(): (value: string | Date) => string {
  const intl = useIntl()
  return (value) => intl.formatDate(value, dateFormatOptions)
}
