import type { IntlShape } from 'react-intl'

/** Spec section 9: newsletter subscribers get a 10 € welcome voucher (in euros on every shop). */
const welcomeVoucher = { amount: 10, currency: 'EUR' } as const

/** "10 €" (or "€ 10" in Austria), through Intl. */
export function formatWelcomeVoucher(intl: IntlShape): string {
  return intl.formatNumber(welcomeVoucher.amount, {
    style: 'currency',
    currency: welcomeVoucher.currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  })
}
