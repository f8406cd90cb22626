import { electronicFormatIBAN, extractIBAN, isValidBIC, isValidIBAN } from 'ibantools'
import { isQRIBAN } from 'swissqrbill/utils'
import { describe, expect, it } from 'vitest'
import { shopLocales, shopLocaleSettings } from '@/shared/config/locales'
import { payeeAccounts } from './payee-accounts'

describe("the shops' accounts for transfers", () => {
  it.each(shopLocales)(
    '%s: an IBAN of the shop country with a valid checksum, a valid BIC, a name a QR code takes',
    (locale) => {
      const payee = payeeAccounts[locale]
      const country = shopLocaleSettings[locale].countryCode
      expect(payee.iban).toBe(electronicFormatIBAN(payee.iban))
      expect(isValidIBAN(payee.iban)).toBe(true)
      expect(extractIBAN(payee.iban).countryCode).toBe(country)
      expect(payee.countryCode).toBe(country)
      expect(isValidBIC(payee.bic)).toBe(true)
      expect(payee.bic.slice(4, 6)).toBe(country)
      expect(payee.name.length).toBeLessThanOrEqual(70)
    },
  )

  it('Switzerland: a normal IBAN, not a QR-IBAN, so a QR-bill takes a free-text message as reference', () => {
    expect(isQRIBAN(payeeAccounts.ch.iban)).toBe(false)
  })
})
