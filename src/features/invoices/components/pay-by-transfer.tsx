import { friendlyFormatIBAN } from 'ibantools'
import { useIntl } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { bankMessages } from '@/shared/intl/bank-messages'
import { useFormatMoney } from '@/shared/intl/formatting'
import type { Invoice } from '../api/open-invoices-api'
import { payeeAccounts } from '../domain/payee-accounts'
import { amountToTransfer, balancePaymentReference, invoicesToTransfer } from '../domain/payment-reference'
import { invoiceMessages } from '../messages'
import { PaymentQrCode, type PaymentQrKind } from './payment-qr-code'

/** A GiroCode carries euros only; the Swiss QR-bill francs or euros. */
function qrKindOf(locale: string, currency: 'EUR' | 'CHF'): PaymentQrKind | null {
  if (locale === 'ch') return 'swissQrBill'
  return currency === 'EUR' ? 'girocode' : null
}

/**
 * "Bezahlen per Überweisung": the shop's account, the amount to transfer and its reference, as text to
 * copy (one click selects a whole value) and as a QR code for a banking app. Nothing to transfer (no
 * invoice paid by transfer, or a balance of 0): no section.
 */
export function PayByTransfer({
  invoices,
  balance,
  currency,
  customerNumber,
}: {
  invoices: Invoice[]
  balance: number
  currency: 'EUR' | 'CHF'
  customerNumber?: string | null
}) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const formatMoney = useFormatMoney()
  const amount = amountToTransfer(invoices, balance)
  if (amount <= 0) return null
  const payee = payeeAccounts[locale]
  const toTransfer = invoicesToTransfer(invoices)
  const reference = balancePaymentReference(toTransfer, customerNumber)
  const formattedIban = friendlyFormatIBAN(payee.iban) ?? payee.iban
  const formattedAmount = formatMoney(amount, currency)
  const qrKind = qrKindOf(locale, currency)
  return (
    <section className="card pay-by-transfer" aria-labelledby="pay-by-transfer-title">
      <h2 id="pay-by-transfer-title">{intl.formatMessage(invoiceMessages.transferTitle)}</h2>
      <p>{intl.formatMessage(invoiceMessages.transferIntro)}</p>
      <div className="pay-by-transfer__layout">
        <dl className="transfer-details">
          <div className="transfer-details__row">
            <dt>{intl.formatMessage(invoiceMessages.payee)}</dt>
            <dd>
              <span className="copyable">{payee.name}</span>
              <br />
              {`${payee.street} ${payee.buildingNumber}`}
              <br />
              {`${payee.postalCode} ${payee.city}`}
            </dd>
          </div>
          <div className="transfer-details__row">
            <dt>{intl.formatMessage(bankMessages.iban)}</dt>
            <dd>
              <span className="copyable transfer-details__code">{formattedIban}</span>
            </dd>
          </div>
          <div className="transfer-details__row">
            <dt>{intl.formatMessage(invoiceMessages.bic)}</dt>
            <dd>
              <span className="copyable transfer-details__code">{payee.bic}</span>
            </dd>
          </div>
          <div className="transfer-details__row">
            <dt>{intl.formatMessage(invoiceMessages.amount)}</dt>
            <dd>
              <span className="copyable">{formattedAmount}</span>
              {toTransfer.length < invoices.length ? (
                <span className="transfer-details__note muted">
                  {intl.formatMessage(invoiceMessages.transferWithoutDirectDebit)}
                </span>
              ) : null}
            </dd>
          </div>
          <div className="transfer-details__row">
            <dt>{intl.formatMessage(invoiceMessages.reference)}</dt>
            <dd>
              <span className="copyable transfer-details__code">{reference}</span>
            </dd>
          </div>
        </dl>
        {qrKind ? (
          <PaymentQrCode
            kind={qrKind}
            payee={payee}
            amount={amount}
            currency={currency}
            reference={reference}
            formattedIban={formattedIban}
            formattedAmount={formattedAmount}
          />
        ) : null}
      </div>
    </section>
  )
}
