import type { Data } from 'swissqrbill/types'
import { electronicFormatIBAN } from 'ibantools'
import type { PayeeAccount } from './payee-accounts'

/**
 * The payment part of a Swiss QR-bill for a transfer to the shop: the creditor with its structured
 * address, the amount, and the reference as unstructured message (a normal IBAN takes no QR
 * reference). No debtor: the customer's address is not on this page, and the bill leaves a box for it.
 */
export function swissQrBillData({
  payee,
  amount,
  currency,
  reference,
}: {
  payee: PayeeAccount
  amount: number
  currency: 'CHF' | 'EUR'
  reference: string
}): Data {
  return {
    currency,
    amount: Math.round(amount * 100) / 100,
    creditor: {
      account: electronicFormatIBAN(payee.iban) ?? payee.iban,
      name: payee.name,
      address: payee.street,
      buildingNumber: payee.buildingNumber,
      zip: payee.postalCode,
      city: payee.city,
      country: payee.countryCode,
    },
    message: reference,
  }
}
