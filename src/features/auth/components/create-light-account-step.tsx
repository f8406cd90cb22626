import { useId } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { Checkbox } from '@/shared/ui/checkbox'
import { TextField } from '@/shared/ui/text-field'
import { hasErrorCode, hasStatus, isNoResponse } from '@/shared/api/api-errors'
import { goToAccountRoot } from '@/shared/config/account-root'
import { rememberLoginMethod } from '@/shared/session/local-preferences'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import {
  defaultSalutation,
  salutations,
  validateAccountEmail,
  validateRequired,
  type Salutation,
} from '@/shared/validation/account-form'
import { createLightAccount } from '../api/light-account-api'
import type { AccountPrefill } from '../login-reducer'
import { loginMessages } from '../messages'
import { lightAccountMessages } from '../light-account-messages'
import './create-light-account-step.css'

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

/** Spec section 8 "Account creation keys": which field a refusal belongs to, if any. */
function fieldErrorOf(error: unknown) {
  if (hasErrorCode(error, 'login.createAccount.emailExistsError') || hasStatus(error, 409))
    return lightAccountMessages.emailExists
  if (hasErrorCode(error, 'login.createAccount.invalidEmailError')) return lightAccountMessages.invalidEmail
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
  const { register, handleSubmit, formState, setError } = useForm<LightAccountForm>({
    defaultValues: {
      salutation: defaultSalutation,
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      email: prefill?.email || email,
      newsletterConsent: false,
    },
  })
  const create = useMutation({
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
      goToAccountRoot()
    },
    onError: (error) => {
      const fieldError = fieldErrorOf(error)
      if (fieldError) setError('email', { message: intl.formatMessage(fieldError) }, { shouldFocus: true })
    },
  })
  const formError =
    create.isError && !fieldErrorOf(create.error)
      ? isNoResponse(create.error)
        ? loginMessages.connectionError
        : loginMessages.genericError
      : undefined
  const required = (message: (typeof lightAccountMessages)[keyof typeof lightAccountMessages]) => ({
    validate: (value: string) => !validateRequired(value) || intl.formatMessage(message),
  })

  return (
    <form
      noValidate
      className="stack"
      aria-labelledby={headingId}
      onSubmit={handleSubmit((values) => create.mutate(values))}
    >
      <h2 id={headingId}>{intl.formatMessage(lightAccountMessages.createHeading)}</h2>
      {formError ? <Alert>{intl.formatMessage(formError)}</Alert> : null}
      <p>{intl.formatMessage(lightAccountMessages.createIntro)}</p>
      <fieldset className="radio-group">
        <legend>{intl.formatMessage(lightAccountMessages.salutation)}</legend>
        <div className="light-account__options">
          {salutations.map((salutation) => (
            <label key={salutation} className="radio">
              <input type="radio" value={salutation} {...register('salutation')} />
              {intl.formatMessage(lightAccountMessages[`salutation_${salutation}`])}
            </label>
          ))}
        </div>
      </fieldset>
      <TextField
        label={intl.formatMessage(lightAccountMessages.firstName)}
        autoComplete="given-name"
        error={formState.errors.firstName?.message}
        {...register('firstName', required(lightAccountMessages.firstNameRequired))}
      />
      <TextField
        label={intl.formatMessage(lightAccountMessages.lastName)}
        autoComplete="family-name"
        error={formState.errors.lastName?.message}
        {...register('lastName', required(lightAccountMessages.lastNameRequired))}
      />
      <TextField
        label={intl.formatMessage(lightAccountMessages.email)}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email', {
          validate: (value) => {
            const error = validateAccountEmail(value)
            if (!error) return true
            return intl.formatMessage(
              error === 'required' ? lightAccountMessages.emailRequired : lightAccountMessages.invalidEmail,
            )
          },
        })}
      />
      <Checkbox
        label={intl.formatMessage(lightAccountMessages.newsletterConsent)}
        description={intl.formatMessage(lightAccountMessages.newsletterConsentDescription)}
        {...register('newsletterConsent')}
      />
      <div className="form-actions">
        <Button type="submit" busy={create.isPending || create.isSuccess}>
          {intl.formatMessage(lightAccountMessages.createSubmit)}
        </Button>
        <Button variant="secondary" onClick={onCancel} disabled={create.isPending}>
          {intl.formatMessage(lightAccountMessages.cancel)}
        </Button>
      </div>
    </form>
  )
}
