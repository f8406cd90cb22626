import { useIntl } from 'react-intl'
import { TextField } from '@/shared/ui/text-field'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { compactCustomerNumber, usernameKind } from '@/shared/validation/username'
import { accountVerificationMessages as messages } from '../messages'
import { requestBirthDate, useVerificationForm, type VerificationFormStepProps } from './verification-draft'
import { AccountField, VerificationBirthDateField } from './verification-fields'
import { VerificationFormFrame } from './verification-form-frame'
import { validateCustomerNumber } from './verification-rules'

/**
 * For customers who entered a customer number: customer number and birth date. The customer
 * number also identifies the account, so no separate username is asked for.
 */
export function CustomerNumberStep(props: VerificationFormStepProps) {
  const { knownUsername, busy, onVerify, focusHeading } = props
  const intl = useIntl()
  useTrackPageView('account_data_confirmation_customer_number')
  const form = useVerificationForm(props)
  const knownEmail = knownUsername && usernameKind(knownUsername) === 'email' ? knownUsername : undefined
  const customerNumberErrors = {
    required: intl.formatMessage(messages.customerNumberRequired),
    invalid: intl.formatMessage(messages.customerNumberInvalid),
  }
  return (
    <VerificationFormFrame
      heading={intl.formatMessage(messages.customerNumberHeading)}
      text={intl.formatMessage(messages.customerNumberText)}
      focusHeading={focusHeading}
      busy={busy}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const customerNumber = compactCustomerNumber(values.customerNumber)
          onVerify(
            {
              verificationMethod: 'CUSTOMER_NUMBER',
              username: knownEmail ?? customerNumber,
              customerNumber,
              dateOfBirth: requestBirthDate(values),
            },
            'customerNumber',
          )
        })(event)
      }
    >
      {knownEmail ? <AccountField form={form} knownUsername={knownEmail} /> : null}
      <TextField
        label={intl.formatMessage(messages.customerNumberLabel)}
        inputMode="numeric"
        autoComplete="off"
        error={form.formState.errors.customerNumber?.message}
        {...form.register('customerNumber', {
          validate: (value) => {
            const error = validateCustomerNumber(value)
            return error ? customerNumberErrors[error] : true
          },
        })}
      />
      <VerificationBirthDateField form={form} />
    </VerificationFormFrame>
  )
}
