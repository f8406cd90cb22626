import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { TextField } from '@/shared/ui/text-field'
import { fieldMessages } from '@/shared/forms/field-messages'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { accountVerificationMessages as messages } from '../messages'
import { paths } from '@/shared/config/paths'
import { accountVerificationState } from '../account-verification-paths'
import { requestAccount, useVerificationForm, type VerificationFormStepProps } from './verification-draft'
import { AccountField, VerificationBirthDateField } from './verification-fields'
import { VerificationFormFrame } from './verification-form-frame'
import { validateOrderNumber } from './verification-rules'

/** For customers who entered an email: order number and birth date; the address is the alternative. */
export function OrderNumberStep(props: VerificationFormStepProps) {
  const { knownUsername, busy, onVerify, focusHeading } = props
  const intl = useIntl()
  useTrackPageView('account_data_confirmation_order_number')
  const form = useVerificationForm(props)
  const orderNumberErrors = {
    required: intl.formatMessage(fieldMessages.orderNumberRequired),
    invalid: intl.formatMessage(fieldMessages.orderNumberInvalid),
  }
  return (
    <VerificationFormFrame
      heading={intl.formatMessage(messages.orderNumberHeading)}
      text={intl.formatMessage(messages.orderNumberText)}
      focusHeading={focusHeading}
      busy={busy}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const orderNumber = values.orderNumber.trim()
          onVerify(
            { verificationMethod: 'ORDER_NUMBER', ...requestAccount(values, knownUsername), orderNumber },
            'orderNumber',
          )
        })(event)
      }
      alternative={
        <p>
          {intl.formatMessage(messages.noOrderNumber)}{' '}
          <Link to={paths.accountVerification.getHref('address')} state={accountVerificationState(knownUsername)}>
            {intl.formatMessage(messages.addressHeading)}
          </Link>
        </p>
      }
    >
      <AccountField form={form} knownUsername={knownUsername} />
      <TextField
        label={intl.formatMessage(fieldMessages.orderNumber)}
        hint={intl.formatMessage(fieldMessages.orderNumberHint)}
        inputMode="numeric"
        autoComplete="off"
        error={form.formState.errors.orderNumber?.message}
        {...form.register('orderNumber', {
          validate: (value) => {
            const error = validateOrderNumber(value)
            return error ? orderNumberErrors[error] : true
          },
        })}
      />
      <VerificationBirthDateField form={form} />
    </VerificationFormFrame>
  )
}
