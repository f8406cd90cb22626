import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useRuntime } from '@/shared/config/runtime'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { paths } from '@/shared/config/paths'
import { fieldMessages } from '@/shared/forms/field-messages'
import { FormTextField } from '@/shared/forms/form-text-field'
import { StreetFields } from '@/shared/forms/street-fields'
import { accountVerificationState } from '../account-verification-paths'
import { accountVerificationMessages as messages } from '../messages'
import { requestAccount, useVerificationForm, type VerificationFormStepProps } from './verification-draft'
import { AccountField, VerificationBirthDateField } from './verification-fields'
import { VerificationFormFrame } from './verification-form-frame'
import { validateZipCode } from './verification-rules'

/** Without an order number at hand: the billing or a delivery address, and the birth date. */
export function AddressStep(props: VerificationFormStepProps) {
  const { knownUsername, busy, onVerify, focusHeading } = props
  const intl = useIntl()
  const { locale } = useRuntime()
  useTrackPageView('account_data_confirmation_address')
  const form = useVerificationForm(props)
  return (
    <VerificationFormFrame
      heading={intl.formatMessage(messages.addressHeading)}
      text={intl.formatMessage(messages.addressText)}
      focusHeading={focusHeading}
      busy={busy}
      onSubmit={(event) =>
        void form.handleSubmit((values) => {
          const address = { street: values.street.trim(), streetNumber: values.streetNumber.trim() }
          const zipCode = values.zipCode.trim()
          onVerify(
            { verificationMethod: 'ADDRESS', ...requestAccount(values, knownUsername), ...address, zipCode },
            'address',
          )
        })(event)
      }
      alternative={
        <p>
          <Link to={paths.accountVerification.getHref('orderNumber')} state={accountVerificationState(knownUsername)}>
            {intl.formatMessage(messages.useOrderNumber)}
          </Link>
        </p>
      }
    >
      <AccountField form={form} knownUsername={knownUsername} />
      <StreetFields control={form.control} rule="storedAddress" />
      <FormTextField
        control={form.control}
        name="zipCode"
        className="account-verification__zip-code"
        label={fieldMessages.zipCode}
        inputMode="numeric"
        autoComplete="postal-code"
        rule={{
          check: (value) => validateZipCode(value, locale),
          problems: { required: fieldMessages.zipCodeInvalid, invalid: fieldMessages.zipCodeInvalid },
        }}
      />
      <VerificationBirthDateField form={form} />
    </VerificationFormFrame>
  )
}
