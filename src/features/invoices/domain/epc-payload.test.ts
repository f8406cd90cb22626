import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { epcPayload, maxEpcPayloadBytes, type EpcTransfer } from './epc-payload'
import { payeeAccounts } from './payee-accounts'

const transfer: EpcTransfer = {
  bic: 'MUSTDEMMXXX',
  name: 'HSE Deutschland GmbH',
  iban: 'DE89 3704 0044 0532 0130 00',
  amount: 123.45,
  reference: 'R123456789 Kundennr. 11223344',
}

const lines = (payload: string) => payload.split('\n')
const bytes = (text: string) => new TextEncoder().encode(text).length

describe('GiroCode payload (EPC069-12, version 002)', () => {
  it('has the fields of the standard in their order, one a line, the reference as unstructured remittance', () => {
    expect(lines(epcPayload(transfer))).toEqual([
      'BCD', // service tag
      '002', // version
      '1', // character set UTF-8
      'SCT', // identification: SEPA credit transfer
      'MUSTDEMMXXX', // BIC
      'HSE Deutschland GmbH', // beneficiary name
      'DE89370400440532013000', // IBAN, electronic format
      'EUR123.45', // amount
      '', // purpose
      '', // structured remittance: left empty, as a payload has one or the other
      'R123456789 Kundennr. 11223344', // unstructured remittance
    ])
  })

  it('separates lines by LF alone and ends without a trailing line break', () => {
    const payload = epcPayload(transfer)
    expect(payload).not.toContain('\r')
    expect(payload.endsWith('\n')).toBe(false)
  })

  it('writes the amount as EUR with a point and two decimals, no thousands separator', () => {
    const amountLine = (amount: number) => lines(epcPayload({ ...transfer, amount }))[7]
    expect(amountLine(0.01)).toBe('EUR0.01')
    expect(amountLine(5)).toBe('EUR5.00')
    expect(amountLine(1234.5)).toBe('EUR1234.50')
    expect(amountLine(0.1 + 0.2)).toBe('EUR0.30')
    expect(amountLine(999_999_999.99)).toBe('EUR999999999.99')
  })

  it('keeps any amount of whole cents exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 99_999_999_999 }), (cents) => {
        const line = lines(epcPayload({ ...transfer, amount: cents / 100 }))[7] ?? ''
        expect(line).toMatch(/^EUR\d+\.\d{2}$/)
        expect(Math.round(Number(line.slice(3)) * 100)).toBe(cents)
      }),
    )
  })

  it('refuses what the standard does not allow: amounts outside 0.01 to 999999999.99, a name over 70, a reference over 140', () => {
    expect(() => epcPayload({ ...transfer, amount: 0 })).toThrow(RangeError)
    expect(() => epcPayload({ ...transfer, amount: 1_000_000_000 })).toThrow(RangeError)
    expect(() => epcPayload({ ...transfer, name: 'x'.repeat(71) })).toThrow(RangeError)
    expect(() => epcPayload({ ...transfer, reference: 'x'.repeat(141) })).toThrow(RangeError)
    expect(() => epcPayload({ ...transfer, name: 'x'.repeat(70), reference: 'x'.repeat(140) })).not.toThrow()
  })

  it('stays within 331 bytes for both euro shops with the longest reference we build (ASCII), umlauts counted as UTF-8', () => {
    for (const payee of [payeeAccounts.de, payeeAccounts.at]) {
      const payload = epcPayload({ ...payee, amount: 999_999_999.99, reference: 'R'.repeat(140) })
      expect(bytes(payload)).toBeLessThanOrEqual(maxEpcPayloadBytes)
    }
    expect(lines(epcPayload({ ...payeeAccounts.at, amount: 1, reference: '' }))[5]).toBe('HSE Österreich GmbH')
    // 140 characters of two bytes each are within the field's limit but not the payload's.
    expect(() => epcPayload({ ...payeeAccounts.at, amount: 1, reference: 'Ä'.repeat(140) })).toThrow(RangeError)
  })
})
