import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { TextField } from '@/shared/ui/text-field'
import { useRuntime } from '@/shared/config/runtime'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { birthDateToIso } from '@/shared/validation/birth-date'
import { normalizeUsername } from '@/shared/validation/username'
import { accountVerificationMessages as messages } from '@/features/auth/account-verification-messages'
import { accountVerificationState, accountVerificationStepPath } from '@/features/auth/account-verification-paths'
import { useVerificationForm, type VerificationFormStepProps } from './verification-draft'
import { AccountField, BirthDateField } from './verification-fields'
import { VerificationFormFrame } from './verification-form-frame'
import { validateRequired, validateZipCode } from './verification-rules'

/** Without an order number at hand: the billing or a delivery address, and the birth date. */
export function AddressStep(props: VerificationFormStepProps) {
  const { knownUsername, busy, onVerify, focusHeading } = props
  const intl = useIntl()
  const { locale } = useRuntime()
  useTrackPageView('account_data_confirmation_address')
  const form = useVerificationForm(props)
  const { errors } = form.formState
  const required = (message: string) => (value: string) => (validateRequired(value) ? message : true)
  return (
    <VerificationFormFrame
      heading={intl.formatMessage(messages.addressHeading)}
      text={intl.formatMessage(messages.addressText)}
      focusHeading={focusHeading}
      busy={busy}
      onSubmit={form.handleSubmit((values) =>
        onVerify(
          {
            verificationMethod: 'ADDRESS',
            username: knownUsername ?? normalizeUsername(values.username),
            street: values.street.trim(),
            streetNumber: values.streetNumber.trim(),
            zipCode: values.zipCode.trim(),
            dateOfBirth: birthDateToIso(values.dateOfBirth) ?? values.dateOfBirth,
          },
          'address',
        ),
      )}
      alternative={
        <p>
          <Link to={accountVerificationStepPath('orderNumber')} state={accountVerificationState(knownUsername)}>
            {intl.formatMessage(messages.useOrderNumber)}
          </Link>
        </p>
      }
    >
      <AccountField form={form} knownUsername={knownUsername} />
      <div className="account-verification__street">
        <TextField
          label={intl.formatMessage(messages.streetLabel)}
          error={errors.street?.message}
          {...form.register('street', { validate: required(intl.formatMessage(messages.streetInvalid)) })}
        />
        <TextField
          label={intl.formatMessage(messages.streetNumberLabel)}
          autoComplete="off"
          error={errors.streetNumber?.message}
          {...form.register('streetNumber', { validate: required(intl.formatMessage(messages.streetNumberInvalid)) })}
        />
      </div>
      <TextField
        className="account-verification__zip-code"
        label={intl.formatMessage(messages.zipCodeLabel)}
        inputMode="numeric"
        autoComplete="postal-code"
        error={errors.zipCode?.message}
        {...form.register('zipCode', {
          validate: (value) => (validateZipCode(value, locale) ? intl.formatMessage(messages.zipCodeInvalid) : true),
        })}
      />
      <BirthDateField form={form} />
    </VerificationFormFrame>
  )
}
