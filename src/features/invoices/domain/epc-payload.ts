import { electronicFormatIBAN } from 'ibantools'

/** A SEPA credit transfer as a GiroCode carries it. */
export type EpcTransfer = {
  bic: string
  /** The beneficiary: at most 70 characters. */
  name: string
  iban: string
  /** In euro: 0.01 to 999999999.99. */
  amount: number
  /** Unstructured remittance information: at most 140 characters. */
  reference: string
}

/** EPC069-12 allows 331 bytes in all. */
export const maxEpcPayloadBytes = 331

/**
 * The text of a GiroCode (EPC QR code, EPC069-12 version 002): one field a line, LF-separated, UTF-8
 * (character set 1), the reference as unstructured remittance with the structured one left empty
 * (a payload carries one or the other), trailing optional fields left off. Throws on values the
 * standard does not allow: our configuration and references are built to fit, so a throw is a bug.
 */
export function epcPayload({ bic, name, iban, amount, reference }: EpcTransfer): string {
  const cents = Math.round(amount * 100)
  if (cents < 1 || cents > 99_999_999_999) throw new RangeError(`EPC QR: amount ${amount} out of range`)
  if (name.length === 0 || name.length > 70) throw new RangeError('EPC QR: beneficiary name must be 1 to 70 characters')
  if (reference.length > 140) throw new RangeError('EPC QR: remittance information is at most 140 characters')
  const lines = [
    'BCD', // service tag
    '002', // version: the BIC is optional within the EEA, we send it anyway
    '1', // character set: UTF-8
    'SCT', // SEPA credit transfer
    bic.toUpperCase(),
    name,
    electronicFormatIBAN(iban) ?? iban,
    `EUR${(cents / 100).toFixed(2)}`,
    '', // purpose code
    '', // structured remittance (creditor reference)
    reference,
  ]
  const payload = lines.join('\n')
  if (new TextEncoder().encode(payload).length > maxEpcPayloadBytes) throw new RangeError('EPC QR: payload too long')
  return payload
}
