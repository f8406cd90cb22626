import { useId, useRef, useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { paths } from '@/shared/config/paths'
import { bankMessages } from '@/shared/intl/bank-messages'
import { commonMessages } from '@/shared/intl/common-messages'
import { sessionKeys } from '@/shared/session/session-api'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useModalDialog } from '@/shared/ui/use-modal-dialog'
import { ibanEnding, maskIban } from '@/shared/validation/iban'
import { bankingDetailsQueryOptions, deleteBankingDetails, paymentMethodKeys } from '../api/banking-details'
import { paymentMethodsPageMessages as messages } from '../messages'

/** Bank details for direct debit: shown masked, changed on their own page, deleted after a question. */
export function BankDetailsCard({ justSaved }: { justSaved: boolean }) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  // The page asked already and shows this card once it has an answer: a failed one is not asked for again
  // on the card's mounting (its retry button does; create-query-client.ts).
  const bankingDetails = useQuery(bankingDetailsQueryOptions())
  const [dialogOpen, setDialogOpen] = useState(false)
  const dialogRef = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const remove = useSingleFlightMutation({
    mutationFn: deleteBankingDetails,
    onSuccess: async () => {
      setDialogOpen(false)
      queryClient.setQueryData(paymentMethodKeys.bankingDetails, null)
      // Without bank details the service no longer offers direct debit as preferred.
      await queryClient.invalidateQueries({ queryKey: sessionKeys.personalDetails })
    },
  })
  const closeDialog = () => {
    setDialogOpen(false)
    remove.reset()
  }
  const onCancel = useModalDialog(dialogRef, { open: dialogOpen, busy: remove.isPending, onClose: closeDialog })

  let content
  if (bankingDetails.isPending) content = <Spinner />
  else if (bankingDetails.isError)
    content = (
      <LoadFailed
        message={messages.bankLoadFailed}
        retryLabel={commonMessages.retry}
        retrying={bankingDetails.isRefetching}
        onRetry={() => void bankingDetails.refetch()}
      />
    )
  else if (bankingDetails.data === null)
    content = (
      <>
        {remove.isSuccess ? <Alert tone="success">{intl.formatMessage(messages.bankDeleted)}</Alert> : null}
        <p>{intl.formatMessage(messages.bankNone)}</p>
        <Link className="button button--secondary" to={paths.editBankDetails.getHref()}>
          {intl.formatMessage(messages.bankAdd)}
        </Link>
      </>
    )
  else {
    const { accountHolder, iban, bankName } = bankingDetails.data
    content = (
      <>
        {justSaved ? <Alert tone="success">{intl.formatMessage(messages.bankSaved)}</Alert> : null}
        <dl className="bank-details__list">
          <div className="bank-details__row">
            <dt>{intl.formatMessage(messages.accountHolder)}</dt>
            <dd>{accountHolder}</dd>
          </div>
          <div className="bank-details__row">
            <dt>{intl.formatMessage(bankMessages.iban)}</dt>
            <dd>
              <span aria-hidden="true" className="bank-details__iban">
                {maskIban(iban)}
              </span>
              <span className="visually-hidden">
                {intl.formatMessage(messages.ibanMaskedLabel, { ending: ibanEnding(iban) })}
              </span>
            </dd>
          </div>
          {bankName ? (
            <div className="bank-details__row">
              <dt>{intl.formatMessage(messages.bankName)}</dt>
              <dd>{bankName}</dd>
            </div>
          ) : null}
        </dl>
        <div className="form-actions">
          <Link className="button button--secondary" to={paths.editBankDetails.getHref()}>
            {intl.formatMessage(messages.bankChange)}
          </Link>
          <Button variant="link" onClick={() => setDialogOpen(true)}>
            {intl.formatMessage(messages.bankDelete)}
          </Button>
        </div>
      </>
    )
  }

  return (
    <section className="card stack" aria-labelledby="bank-details-title">
      <h2 id="bank-details-title">{intl.formatMessage(messages.bankTitle)}</h2>
      {content}
      <dialog ref={dialogRef} className="dialog" aria-labelledby={titleId} onCancel={onCancel}>
        <div className="stack">
          <h2 id={titleId}>{intl.formatMessage(messages.bankDeleteQuestion)}</h2>
          {remove.isError ? <Alert>{intl.formatMessage(messages.bankDeleteFailed)}</Alert> : null}
          <p>{intl.formatMessage(messages.bankDeleteConsequence)}</p>
          <div className="form-actions">
            <Button busy={remove.isPending} onClick={() => remove.mutate()}>
              {intl.formatMessage(messages.bankDeleteConfirm)}
            </Button>
            <Button variant="secondary" onClick={closeDialog} disabled={remove.isPending}>
              {intl.formatMessage(messages.bankDeleteCancel)}
            </Button>
          </div>
        </div>
      </dialog>
    </section>
  )
}
