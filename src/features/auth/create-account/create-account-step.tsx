import { useId } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useForm } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useRuntime } from '@/shared/config/runtime'
import { AddressFields, type AddressValues } from '@/shared/forms/address-fields'
import { BirthDateField } from '@/shared/forms/birth-date-field'
import { EmailField } from '@/shared/forms/email-field'
import { fieldMessages } from '@/shared/forms/field-messages'
import { FormSection } from '@/shared/forms/form-section'
import { NameFields } from '@/shared/forms/name-fields'
import { NewPasswordField } from '@/shared/forms/new-password-field'
import { NewsletterConsentField } from '@/shared/forms/newsletter-consent-field'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { SalutationFieldset } from '@/shared/forms/salutation-fieldset'
import { showServerFieldErrors } from '@/shared/forms/server-field-errors'
import { track } from '@/shared/tracking/tracking'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import { defaultAccountCountry, defaultSalutation, type Salutation } from '@/shared/validation/account-form'
import { birthDateToIso } from '@/shared/validation/birth-date'
import {
  createAccount,
  createAccountFailureFrom,
  createExpressAccount,
  type AccountFieldProblem,
  type AccountRegistration,
} from '../api/create-account-api'
import type { AccountPrefill } from '../api/social-login-api'
import { UsernameLine } from '../common/username-line'
import { lightAccountMessages } from '../light-account/messages'
import { EmailUnknownStep } from './email-unknown-step'
import { GuestOrderLink } from './guest-order-link'
import { formatWelcomeVoucher } from '@/shared/intl/welcome-voucher'
import { createAccountMessages as messages } from './messages'
import './create-account-step.css'

export type CreateAccountStepProps = {
  email: string
  prefill: AccountPrefill | null
  onCreateLightAccount?: () => void
  onCreated: (email: string, newsletterConsent: boolean) => void
  onDuplicateAccount: (email: string) => void
  onChangeUsername: () => void
}

/**
 * The account form of spec sections 3 and 5. On the Swiss shop (reached there only after a social
 * login that found no account) the email-unknown step stands in: its postcodes do not fit this form.
 */
export function CreateAccountStep(props: CreateAccountStepProps) {
  const { locale } = useRuntime()
  if (locale === 'ch')
    return (
      <EmailUnknownStep
        email={props.email}
        onCreateLightAccount={props.onCreateLightAccount}
        onChangeUsername={props.onChangeUsername}
      />
    )
  return <CreateAccountForm {...props} />
}

type AccountFormValues = AddressValues & {
  salutation: Salutation
  firstName: string
  lastName: string
  dateOfBirth: string
  email: string
  password: string
  newsletterConsent: boolean
}

function registrationFrom(values: AccountFormValues): AccountRegistration {
  return {
    salutation: values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: values.street.trim(),
    streetNumber: values.streetNumber.trim(),
    addressAddition: values.addressAddition.trim() || null,
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    // Validated before: always a real date here.
    dateOfBirth: birthDateToIso(values.dateOfBirth) ?? '',
    email: values.email.trim(),
    password: values.password === '' ? null : values.password,
    newsletterConsent: values.newsletterConsent,
  }
}

function CreateAccountForm({
  email,
  prefill,
  onCreateLightAccount,
  onCreated,
  onDuplicateAccount,
  onChangeUsername,
}: CreateAccountStepProps) {
  const intl = useIntl()
  const { locale } = useRuntime()
  const moreId = useId()
  const socialLoginToken = prefill?.socialLoginToken ?? null
  useTrackPageView('account_customer_data')
  const { handleSubmit, control, setError } = useForm<AccountFormValues>({
    defaultValues: {
      salutation: defaultSalutation,
      firstName: prefill?.firstName ?? '',
      lastName: prefill?.lastName ?? '',
      dateOfBirth: '',
      street: '',
      streetNumber: '',
      addressAddition: '',
      zipCode: '',
      city: '',
      countryCode: defaultAccountCountry(locale),
      email: prefill?.email || email,
      password: '',
      newsletterConsent: false,
    },
  })

  function serverMessage(problem: AccountFieldProblem): string {
    if (problem.kind === 'emailExists') return intl.formatMessage(messages.emailExistsError)
    if (problem.detail) return problem.detail
    return intl.formatMessage(problem.field === 'email' ? fieldMessages.emailCheck : fieldMessages.serverFieldError)
  }

  const create = useSingleFlightMutation({
    mutationFn: (registration: AccountRegistration) =>
      socialLoginToken ? createExpressAccount(registration, socialLoginToken) : createAccount(registration),
    onSuccess: (created, registration) => {
      track({ event: 'sign_up', method: socialLoginToken ? 'google' : 'email', account_type: 'full' })
      onCreated(created.email, registration.newsletterConsent)
    },
    onError: (error) => {
      const failure = createAccountFailureFrom(error)
      if (failure.kind === 'duplicateAccount') return onDuplicateAccount(failure.email)
      if (failure.kind !== 'fields') return
      showServerFieldErrors(
        setError,
        failure.problems.map((problem) => ({ field: problem.field, message: serverMessage(problem) })),
      )
    },
  })
  const failureKind = create.isError ? createAccountFailureFrom(create.error).kind : undefined

  return (
    <>
      <form
        noValidate
        className="stack create-account"
        onSubmit={(event) => void handleSubmit((values) => create.mutate(registrationFrom(values)))(event)}
      >
        <h2>{intl.formatMessage(messages.createAccount)}</h2>
        <UsernameLine
          className="create-account__email"
          label={intl.formatMessage(socialLoginToken ? messages.noAccountForGoogle : messages.noAccountFor)}
          username={email}
          action={
            <Button variant="link" onClick={onChangeUsername}>
              {intl.formatMessage(messages.changeEmail)}
            </Button>
          }
        />
        <p>{intl.formatMessage(socialLoginToken ? messages.introSocial : messages.intro)}</p>

        <FormSection legend={intl.formatMessage(messages.personalSection)}>
          <SalutationFieldset control={control} name="salutation" />
          <NameFields control={control} />
          <BirthDateField control={control} name="dateOfBirth" />
        </FormSection>

        <FormSection legend={intl.formatMessage(messages.addressSection)}>
          <AddressFields control={control} />
        </FormSection>

        <FormSection legend={intl.formatMessage(messages.accessSection)}>
          <EmailField
            control={control}
            name="email"
            problems={{ required: fieldMessages.emailCheck, invalid: fieldMessages.emailCheck }}
          />
          <NewPasswordField
            control={control}
            name="password"
            label={messages.password}
            hint={messages.passwordHint}
            optional
          />
        </FormSection>

        <NewsletterConsentField
          control={control}
          name="newsletterConsent"
          description={intl.formatMessage(messages.newsletterDescription, { voucher: formatWelcomeVoucher(intl) })}
        />
        {failureKind === 'connection' || failureKind === 'generic' ? <RequestErrorAlert error={create.error} /> : null}
        <Button type="submit" className="button--full" busy={create.isPending}>
          {intl.formatMessage(messages.createAccount)}
        </Button>
      </form>

      <section className="stack create-account__more" aria-labelledby={moreId}>
        <h3 id={moreId}>{intl.formatMessage(messages.moreOptions)}</h3>
        <GuestOrderLink variant="secondary" />
        {onCreateLightAccount ? (
          <Button variant="secondary" className="button--full" onClick={onCreateLightAccount}>
            {intl.formatMessage(lightAccountMessages.createHeading)}
          </Button>
        ) : null}
      </section>
    </>
  )
}
