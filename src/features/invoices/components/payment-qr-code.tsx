import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { logger } from '@/shared/logging/logger'
import { epcPayload } from '../domain/epc-payload'
import type { PayeeAccount } from '../domain/payee-accounts'
import { swissQrBillData } from '../domain/swiss-qr-bill-data'
import { invoiceMessages } from '../messages'

/** GiroCode (EPC QR) in the German and Austrian shops, the payment part of a Swiss QR-bill in the Swiss one. */
export type PaymentQrKind = 'girocode' | 'swissQrBill'

type PaymentQrRequest = {
  kind: PaymentQrKind
  payee: PayeeAccount
  amount: number
  currency: 'EUR' | 'CHF'
  reference: string
}

/**
 * The QR libraries come with the code that needs them, fetched only here: each shop loads its own,
 * none is part of the page's chunk (docs/decisions/2026-11-26-payable-invoices.md).
 */
async function paymentQrImageSrc({ kind, payee, amount, currency, reference }: PaymentQrRequest): Promise<string> {
  if (kind === 'swissQrBill') {
    const { swissQrBillImageSrc } = await import('../qr/swiss-qr-bill-image')
    return swissQrBillImageSrc(swissQrBillData({ payee, amount, currency, reference }))
  }
  const { epcQrImageSrc } = await import('../qr/epc-qr-image')
  return epcQrImageSrc(epcPayload({ bic: payee.bic, name: payee.name, iban: payee.iban, amount, reference }))
}

/** What was drawn for which request: a QR image, or none when its code failed to load or to draw. */
type Loaded = { key: string; src: string | null }

/**
 * The QR code of a transfer, as an image with a text saying what it holds. While its code loads, a
 * placeholder of its size keeps the page still; when it cannot load or be drawn, a sentence points to
 * the transfer details beside it, which stand on their own.
 */
export function PaymentQrCode({
  kind,
  payee,
  amount,
  currency,
  reference,
  formattedIban,
  formattedAmount,
}: PaymentQrRequest & { formattedIban: string; formattedAmount: string }) {
  const intl = useIntl()
  const key = [kind, payee.iban, amount, currency, reference].join('|')
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  useEffect(() => {
    let current = true
    paymentQrImageSrc({ kind, payee, amount, currency, reference }).then(
      (src) => {
        if (current) setLoaded({ key, src })
      },
      (error: unknown) => {
        logger.warn('invoices.payment-qr-unavailable', {
          kind,
          error: error instanceof Error ? error.name : typeof error,
        })
        if (current) setLoaded({ key, src: null })
      },
    )
    return () => {
      current = false
    }
  }, [key, kind, payee, amount, currency, reference])

  // An answer for other values (the balance changed) is not shown: the placeholder stands until this one's.
  const src = loaded?.key === key ? loaded.src : undefined
  if (src === null) return <p className="payment-qr__failed">{intl.formatMessage(invoiceMessages.qrFailed)}</p>
  const swiss = kind === 'swissQrBill'
  return (
    <figure className={`payment-qr payment-qr--${kind}`}>
      {src ? (
        <img
          className="payment-qr__image"
          src={src}
          alt={intl.formatMessage(swiss ? invoiceMessages.swissQrBillAlt : invoiceMessages.girocodeAlt, {
            amount: formattedAmount,
            payee: payee.name,
            iban: formattedIban,
            reference,
          })}
        />
      ) : (
        <div className="payment-qr__image payment-qr__placeholder" role="status">
          <span className="visually-hidden">{intl.formatMessage(invoiceMessages.qrLoading)}</span>
        </div>
      )}
      <figcaption className="muted">
        {intl.formatMessage(swiss ? invoiceMessages.swissQrBillHint : invoiceMessages.girocodeHint)}
      </figcaption>
    </figure>
  )
}
