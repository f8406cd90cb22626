import { useId } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { hasErrorCode, hasStatus } from '@/shared/api/api-errors'
import { goToAccountRoot } from '@/shared/config/account-root'
import { EmailField } from '@/shared/forms/email-field'
import { NameFields } from '@/shared/forms/name-fields'
import { NewsletterConsentField } from '@/shared/forms/newsletter-consent-field'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { SalutationFieldset } from '@/shared/forms/salutation-fieldset'
import { showServerFieldErrors } from '@/shared/forms/server-field-errors'
import { commonMessages } from '@/shared/intl/common-messages'
import { rememberLoginMethod } from '@/shared/session/local-preferences'
import { track } from '@/shared/tracking/tracking'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { defaultSalutation, type Salutation } from '@/shared/validation/account-form'
import { fieldMessages } from '@/shared/forms/field-messages'
import { createLightAccount } from '../api/light-account-api'
import type { AccountPrefill } from '../api/social-login-api'
import { lightAccountMessages } from './messages'

type LightAccountForm = {
  salutation: Salutation
  firstName: string
  lastName: string
  email: string
  newsletterConsent: boolean
}

type CreateLightAccountStepProps = {
  email: string
  /** From a social login that found no account: names, email and its token. */
  prefill: AccountPrefill | null
  onCancel: () => void
}

/** Spec section 8 "Account creation keys": the email field's refusal, if the service gave one. */
function emailErrorOf(error: unknown) {
  if (hasErrorCode(error, 'login.createAccount.emailExistsError') || hasStatus(error, 409))
    return lightAccountMessages.emailExists
  if (hasErrorCode(error, 'login.createAccount.invalidEmailError')) return fieldMessages.emailInvalid
  return undefined
}

/**
 * A light account (flag lightAccount): salutation, names, email and newsletter consent only. The
 * backend signs the customer in and mails the link to set a password; the app then loads the
 * account root (spec section 2: the fixed path /dpl/av).
 */
export function CreateLightAccountStep({ email, prefill, onCancel }: CreateLightAccountStepProps) {
  const intl = useIntl()
  const headingId = useId()
  useTrackPageView('account_light_registration')
  const { control, handleSubmit, setError } = useForm<LightAccountForm>({
    defaultValues: {
      salutation: defaultSalutation,
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email || email,
      newsletterConsent: false,
    },
  })
  const create = useSingleFlightMutation({
    mutationFn: ({ salutation, firstName, lastName, email: typedEmail, newsletterConsent }: LightAccountForm) =>
      createLightAccount({
        salutation,
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        email: typedEmail.trim(),
        newsletterConsent,
        ...(prefill?.socialLoginToken ? { socialLoginToken: prefill.socialLoginToken } : {}),
      }),
    onSuccess: () => {
      rememberLoginMethod('email')
      track({ event: 'sign_up', method: prefill?.socialLoginToken ? 'google' : 'email', account_type: 'light' })
      goToAccountRoot()
    },
    onError: (error) => {
      const emailError = emailErrorOf(error)
      if (emailError) showServerFieldErrors(setError, [{ field: 'email', message: intl.formatMessage(emailError) }])
    },
  })

  return (
    <form
      noValidate
      className="stack"
      aria-labelledby={headingId}
      onSubmit={(event) => void handleSubmit((values) => create.mutate(values))(event)}
    >
      <h2 id={headingId}>{intl.formatMessage(lightAccountMessages.createHeading)}</h2>
      {create.isError && !emailErrorOf(create.error) ? <RequestErrorAlert error={create.error} /> : null}
      <p>{intl.formatMessage(lightAccountMessages.createIntro)}</p>
      <SalutationFieldset control={control} name="salutation" />
      <NameFields control={control} />
      <EmailField control={control} name="email" />
      <NewsletterConsentField
        control={control}
        name="newsletterConsent"
        description={intl.formatMessage(lightAccountMessages.newsletterConsentDescription)}
      />
      <div className="form-actions">
        <Button type="submit" busy={create.isPending || create.isSuccess}>
          {intl.formatMessage(lightAccountMessages.createSubmit)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {intl.formatMessage(commonMessages.back)}
        </Button>
      </div>
    </form>
  )
}
