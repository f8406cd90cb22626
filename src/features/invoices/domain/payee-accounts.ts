import type { ShopLocale } from '@/shared/config/locales'

/** Who receives a transfer of open invoices, and into which account. */
export type PayeeAccount = {
  /** As it goes into the QR code: at most 70 characters (EPC069-12 and Swiss QR-bill). */
  name: string
  street: string
  buildingNumber: string
  postalCode: string
  city: string
  countryCode: 'DE' | 'AT' | 'CH'
  /** Electronic format: uppercase, no spaces. */
  iban: string
  bic: string
}

/**
 * The shop's bank account per shop. The spec names none, so these are fictitious: the example IBANs of
 * the SWIFT IBAN registry (checksum-valid, nobody's account) and sample BICs ("MUST…"). The Swiss
 * account is a normal IBAN, not a QR-IBAN: the reference is a free-text message, the same as in the
 * other shops (docs/decisions/2026-11-26-payable-invoices.md). A production build could read these
 * from its configuration instead, as it reads the service URLs.
 */
export const payeeAccounts: Record<ShopLocale, PayeeAccount> = {
  de: {
    name: 'HSE Deutschland GmbH',
    street: 'Musterstraße',
    buildingNumber: '24',
    postalCode: '85737',
    city: 'Ismaning',
    countryCode: 'DE',
    iban: 'DE89370400440532013000',
    bic: 'MUSTDEMMXXX',
  },
  at: {
    name: 'HSE Österreich GmbH',
    street: 'Musterstraße',
    buildingNumber: '24',
    postalCode: '1010',
    city: 'Wien',
    countryCode: 'AT',
    iban: 'AT611904300234573201',
    bic: 'MUSTATWWXXX',
  },
  ch: {
    name: 'HSE Schweiz AG',
    street: 'Musterstrasse',
    buildingNumber: '24',
    postalCode: '8005',
    city: 'Zürich',
    countryCode: 'CH',
    iban: 'CH9300762011623852957',
    bic: 'MUSTCHZZXXX',
  },
}
