import { useEffect, useId } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { hasErrorCode } from '@/shared/api/api-errors'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { paymentMethodMessages } from '@/shared/payment/payment-methods'
import { sessionKeys } from '@/shared/session/session-api'
import type { PersonalDetails } from '@/shared/session/session-schemas'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import {
  isPreferable,
  offeredMethods,
  preferredPaymentRefusals,
  setPreferredPayment,
  type OfferedMethod,
  type PreferableMethod,
} from '../api/preferred-payment'
import { paymentMethodsPageMessages as messages } from '../messages'
import { FieldError } from '@/shared/ui/field-error'

type PreferredPaymentFormProps = {
  /** As the customer service sends it: one of the kinds of spec section 3, or anything it no longer knows. */
  current: string | null | undefined
  hasBankDetails: boolean
}

type FormValues = { method: OfferedMethod | '' }

/** The refusal of a choice, before any call: installment purchase, or direct debit without bank details. */
function refusalOf(method: OfferedMethod | '', hasBankDetails: boolean): MessageDescriptor | undefined {
  if (method === '') return messages.preferredRequired
  if (method === 'INSTALLMENT') return messages.installmentRefused
  if (method === 'DIRECT_DEBIT' && !hasBankDetails) return messages.directDebitNeedsBankDetails
  return undefined
}

/** PATCH /user/preferred-payment; installment purchase is refused as preferred (spec section 5). */
export function PreferredPaymentForm({ current, hasBankDetails }: PreferredPaymentFormProps) {
  const intl = useIntl()
  const queryClient = useQueryClient()
  const errorId = useId()
  const currentChoice = current && isPreferable(current) ? current : ''
  const { register, handleSubmit, formState, setError, reset } = useForm<FormValues>({
    defaultValues: { method: currentChoice },
  })
  // The service may change the current method by itself (deleted bank details fall back to invoice).
  useEffect(() => reset({ method: currentChoice }), [currentChoice, reset])
  const save = useSingleFlightMutation({
    mutationFn: setPreferredPayment,
    onSuccess: ({ preferredPaymentMethod }) => {
      queryClient.setQueryData<PersonalDetails>(sessionKeys.personalDetails, (details) =>
        details ? { ...details, preferredPaymentMethod } : details,
      )
    },
    onError: (error) => {
      if (hasErrorCode(error, preferredPaymentRefusals.installment))
        setError('method', { message: intl.formatMessage(messages.installmentRefused) }, { shouldFocus: true })
      if (hasErrorCode(error, preferredPaymentRefusals.bankingDetailsMissing))
        setError('method', { message: intl.formatMessage(messages.directDebitNeedsBankDetails) }, { shouldFocus: true })
    },
  })
  const refusedByService =
    hasErrorCode(save.error, preferredPaymentRefusals.installment) ||
    hasErrorCode(save.error, preferredPaymentRefusals.bankingDetailsMissing)
  const error = formState.errors.method?.message
  const invalidCurrent = Boolean(current) && !isPreferable(current ?? '')

  return (
    <form
      noValidate
      className="stack"
      onSubmit={(event) => void handleSubmit(({ method }) => save.mutate(method as PreferableMethod))(event)}
    >
      <p>{intl.formatMessage(messages.preferredIntro)}</p>
      {current && isPreferable(current) ? (
        <p className="preferred-payment__current">
          {intl.formatMessage(messages.preferredCurrent, {
            method: intl.formatMessage(paymentMethodMessages[current]),
          })}
        </p>
      ) : null}
      {invalidCurrent && !save.isSuccess ? (
        <Alert tone="warning">{intl.formatMessage(messages.preferredInvalid)}</Alert>
      ) : null}
      {save.isError && !refusedByService ? <RequestErrorAlert error={save.error} /> : null}
      {save.isSuccess ? (
        <Alert tone="success">
          {intl.formatMessage(messages.preferredSaved, {
            method: intl.formatMessage(paymentMethodMessages[save.data.preferredPaymentMethod as PreferableMethod]),
          })}
        </Alert>
      ) : null}
      <fieldset
        className="radio-group"
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
      >
        <legend>{intl.formatMessage(messages.preferredLegend)}</legend>
        {offeredMethods.map((method) => (
          <label key={method} className="radio">
            <input
              type="radio"
              value={method}
              {...register('method', {
                validate: (value) => {
                  const refusal = refusalOf(value, hasBankDetails)
                  return refusal ? intl.formatMessage(refusal) : true
                },
              })}
            />
            <span>
              {intl.formatMessage(paymentMethodMessages[method])}
              {method === 'DIRECT_DEBIT' && !hasBankDetails ? (
                <span className="muted"> ({intl.formatMessage(messages.directDebitHint)})</span>
              ) : null}
            </span>
          </label>
        ))}
        <FieldError id={errorId}>{error}</FieldError>
      </fieldset>
      <div className="form-actions">
        <Button type="submit" busy={save.isPending}>
          {intl.formatMessage(messages.preferredSave)}
        </Button>
      </div>
    </form>
  )
}
