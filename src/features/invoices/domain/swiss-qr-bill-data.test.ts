import { SwissQRBill } from 'swissqrbill/svg'
import { describe, expect, it } from 'vitest'
import { payeeAccounts } from './payee-accounts'
import { swissQrBillData } from './swiss-qr-bill-data'

const reference = 'R123456789 R234567890 Kundennr. 33445566'

describe('Swiss QR-bill data', () => {
  it('pays the Swiss shop in CHF: the creditor with structured address, the amount, the reference as message', () => {
    expect(swissQrBillData({ payee: payeeAccounts.ch, amount: 249.9, currency: 'CHF', reference })).toEqual({
      currency: 'CHF',
      amount: 249.9,
      creditor: {
        account: 'CH9300762011623852957',
        name: 'HSE Schweiz AG',
        address: 'Musterstrasse',
        buildingNumber: '24',
        zip: '8005',
        city: 'Zürich',
        country: 'CH',
      },
      message: reference,
    })
  })

  it('is accepted by swissqrbill: its payment part shows account, creditor, currency, amount and message', () => {
    const data = swissQrBillData({ payee: payeeAccounts.ch, amount: 1234.5, currency: 'CHF', reference })
    const svg = new SwissQRBill(data, { language: 'DE' }).toString()
    for (const text of [
      'CH93 0076 2011 6238 5295 7',
      'HSE Schweiz AG',
      'Musterstrasse 24',
      '8005 Zürich',
      'CHF',
      '1 234.50',
      reference,
    ]) {
      expect(svg).toContain(text)
    }
  })
})
