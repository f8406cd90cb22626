import { useId, type FocusEvent } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useForm, useWatch } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { Checkbox } from '@/shared/ui/checkbox'
import { TextField } from '@/shared/ui/text-field'
import { useRuntime } from '@/shared/config/runtime'
import { shopLocaleSettings } from '@/shared/config/locales'
import { useTrackPageView } from '@/shared/tracking/use-track-page-view'
import {
  accountCountries,
  defaultAccountCountry,
  defaultSalutation,
  salutations,
  validateAccountEmail,
  validateOptionalPassword,
  validateRequired,
  validateStreet,
  validateZipCode,
  zipCodeMinLength,
  type AccountCountry,
  type Salutation,
} from '@/shared/validation/account-form'
import { adultAge, birthDateToIso, formatBirthDate, validateBirthDate } from '@/shared/validation/birth-date'
import {
  createAccount,
  createAccountFailureFrom,
  createExpressAccount,
  type AccountFieldProblem,
  type AccountRegistration,
} from '../api/create-account-api'
import { createAccountMessages as messages, formatWelcomeVoucher } from '../create-account-messages'
import type { AccountPrefill } from '../login-reducer'
import { loginMessages } from '../messages'
import { passwordMessages } from '../password-messages'
import { EmailUnknownStep } from './email-unknown-step'
import { GuestOrderLink } from './guest-order-link'
import { PasswordStrength } from './password-strength'
import { UsernameLine } from './username-line'
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

type AccountFormValues = {
  salutation: Salutation
  firstName: string
  lastName: string
  dateOfBirth: string
  street: string
  streetNumber: string
  addressAddition: string
  zipCode: string
  city: string
  countryCode: AccountCountry
  email: string
  password: string
  newsletterConsent: boolean
}

const countryNames: Record<AccountCountry, string> = {
  DE: shopLocaleSettings.de.countryName,
  AT: shopLocaleSettings.at.countryName,
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
  const { locale, now } = useRuntime()
  const ids = { countryCode: useId(), strength: useId(), more: useId() }
  const socialLoginToken = prefill?.socialLoginToken ?? null
  useTrackPageView('account_customer_data')
  const { register, handleSubmit, formState, control, setError, setValue, trigger } = useForm<AccountFormValues>({
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
  const typedPassword = useWatch({ control, name: 'password' })
  const { errors } = formState

  function serverMessage(problem: AccountFieldProblem): string {
    if (problem.kind === 'emailExists') return intl.formatMessage(messages.emailExistsError)
    if (problem.detail) return problem.detail
    return intl.formatMessage(problem.field === 'email' ? messages.invalidEmailError : messages.serverFieldError)
  }

  const create = useMutation({
    mutationFn: (registration: AccountRegistration) =>
      socialLoginToken ? createExpressAccount(registration, socialLoginToken) : createAccount(registration),
    onSuccess: (created, registration) => onCreated(created.email, registration.newsletterConsent),
    onError: (error) => {
      const failure = createAccountFailureFrom(error)
      if (failure.kind === 'duplicateAccount') return onDuplicateAccount(failure.email)
      if (failure.kind !== 'fields') return
      failure.problems.forEach((problem, index) =>
        setError(problem.field, { type: 'server', message: serverMessage(problem) }, { shouldFocus: index === 0 }),
      )
    },
  })
  const failure = create.isError ? createAccountFailureFrom(create.error) : null
  const formError =
    failure?.kind === 'connection'
      ? loginMessages.connectionError
      : failure?.kind === 'generic'
        ? loginMessages.genericError
        : undefined

  const required = (message: MessageDescriptor) => (value: string) =>
    validateRequired(value) ? intl.formatMessage(message) : true

  function birthDateError(value: string) {
    switch (validateBirthDate(value, now())) {
      case 'required':
        return intl.formatMessage(messages.dateOfBirthRequired)
      case 'format':
        return intl.formatMessage(messages.dateOfBirthFormat)
      case 'invalid':
        return intl.formatMessage(messages.dateOfBirthInvalid)
      case 'underage':
        return intl.formatMessage(messages.underage, { age: adultAge })
      default:
        return true
    }
  }

  return (
    <>
      <form
        noValidate
        className="stack create-account"
        onSubmit={handleSubmit((values) => create.mutate(registrationFrom(values)))}
      >
        <h2>{intl.formatMessage(messages.heading)}</h2>
        <UsernameLine
          className="create-account__email"
          label={intl.formatMessage(messages.noAccountFor)}
          username={email}
          action={
            <Button variant="link" onClick={onChangeUsername}>
              {intl.formatMessage(messages.changeEmail)}
            </Button>
          }
        />
        <p>{intl.formatMessage(socialLoginToken ? messages.introSocial : messages.intro)}</p>

        <fieldset className="create-account__section stack">
          <legend>{intl.formatMessage(messages.personalSection)}</legend>
          <fieldset className="radio-group">
            <legend>{intl.formatMessage(messages.salutation)}</legend>
            <div className="create-account__options">
              {salutations.map((salutation) => (
                <label key={salutation} className="radio">
                  <input type="radio" value={salutation} {...register('salutation')} />
                  {intl.formatMessage(messages[`salutation_${salutation}`])}
                </label>
              ))}
            </div>
          </fieldset>
          <TextField
            label={intl.formatMessage(messages.firstName)}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName', { validate: required(messages.firstNameRequired) })}
          />
          <TextField
            label={intl.formatMessage(messages.lastName)}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName', { validate: required(messages.lastNameRequired) })}
          />
          <TextField
            label={intl.formatMessage(messages.dateOfBirth)}
            hint={intl.formatMessage(messages.dateOfBirthHint)}
            autoComplete="bday"
            inputMode="decimal"
            error={errors.dateOfBirth?.message}
            {...register('dateOfBirth', {
              validate: birthDateError,
              // Spec section 5: padded to two digits per part.
              onBlur: (event: FocusEvent<HTMLInputElement>) => {
                const padded = formatBirthDate(event.target.value)
                if (padded && padded !== event.target.value)
                  setValue('dateOfBirth', padded, { shouldValidate: formState.isSubmitted })
              },
            })}
          />
        </fieldset>

        <fieldset className="create-account__section stack">
          <legend>{intl.formatMessage(messages.addressSection)}</legend>
          <div className="create-account__row create-account__row--street">
            <TextField
              label={intl.formatMessage(messages.street)}
              autoComplete="address-line1"
              error={errors.street?.message}
              {...register('street', {
                validate: (value) => {
                  const error = validateStreet(value)
                  if (error === 'required') return intl.formatMessage(messages.streetRequired)
                  if (error === 'specialCharacters') return intl.formatMessage(messages.streetSpecialCharacters)
                  if (error === 'packstation') return intl.formatMessage(messages.streetPackstation)
                  return true
                },
              })}
            />
            <TextField
              label={intl.formatMessage(messages.streetNumber)}
              error={errors.streetNumber?.message}
              {...register('streetNumber', { validate: required(messages.streetNumberRequired) })}
            />
          </div>
          <TextField
            label={intl.formatMessage(messages.addressAddition)}
            hint={intl.formatMessage(messages.addressAdditionHint)}
            autoComplete="address-line2"
            error={errors.addressAddition?.message}
            {...register('addressAddition')}
          />
          <div className="create-account__row create-account__row--city">
            <TextField
              label={intl.formatMessage(messages.zipCode)}
              autoComplete="postal-code"
              inputMode="numeric"
              error={errors.zipCode?.message}
              {...register('zipCode', {
                validate: (value, values) => {
                  const error = validateZipCode(value, values.countryCode)
                  if (error === 'required') return intl.formatMessage(messages.zipCodeRequired)
                  if (error === 'tooShort')
                    return intl.formatMessage(messages.zipCodeTooShort, {
                      country: countryNames[values.countryCode],
                      count: zipCodeMinLength[values.countryCode],
                    })
                  return true
                },
              })}
            />
            <TextField
              label={intl.formatMessage(messages.city)}
              autoComplete="address-level2"
              error={errors.city?.message}
              {...register('city', { validate: required(messages.cityRequired) })}
            />
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.countryCode}>
              {intl.formatMessage(messages.country)}
            </label>
            <select
              id={ids.countryCode}
              className="field__input"
              autoComplete="country"
              {...register('countryCode', {
                // The postcode rule depends on the country.
                onChange: () => (formState.isSubmitted ? trigger('zipCode') : undefined),
              })}
            >
              {accountCountries.map((code) => (
                <option key={code} value={code}>
                  {countryNames[code]}
                </option>
              ))}
            </select>
          </div>
        </fieldset>

        <fieldset className="create-account__section stack">
          <legend>{intl.formatMessage(messages.accessSection)}</legend>
          <TextField
            label={intl.formatMessage(messages.email)}
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...register('email', {
              validate: (value) => {
                const error = validateAccountEmail(value)
                if (error === 'required') return intl.formatMessage(messages.emailRequired)
                if (error === 'invalid') return intl.formatMessage(messages.invalidEmailError)
                return true
              },
            })}
          />
          <TextField
            label={intl.formatMessage(messages.password)}
            type="password"
            autoComplete="new-password"
            hint={intl.formatMessage(messages.passwordHint)}
            error={errors.password?.message}
            {...register('password', {
              validate: (value) =>
                validateOptionalPassword(value) ? intl.formatMessage(passwordMessages.minLength) : true,
            })}
          />
          <PasswordStrength id={ids.strength} password={typedPassword} />
        </fieldset>

        <Checkbox
          label={intl.formatMessage(messages.newsletter)}
          description={intl.formatMessage(messages.newsletterDescription, { voucher: formatWelcomeVoucher(intl) })}
          {...register('newsletterConsent')}
        />
        {formError ? <Alert>{intl.formatMessage(formError)}</Alert> : null}
        <Button type="submit" className="button--full" busy={create.isPending}>
          {intl.formatMessage(messages.submit)}
        </Button>
      </form>

      <section className="stack create-account__more" aria-labelledby={ids.more}>
        <h3 id={ids.more}>{intl.formatMessage(messages.moreOptions)}</h3>
        <GuestOrderLink variant="secondary" />
        {onCreateLightAccount ? (
          <Button variant="secondary" className="button--full" onClick={onCreateLightAccount}>
            {intl.formatMessage(messages.lightAccount)}
          </Button>
        ) : null}
      </section>
    </>
  )
}
