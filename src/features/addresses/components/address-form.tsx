import { useEffect } from 'react'
import { useController, useForm, useWatch, type Control, type Path } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { Link } from 'react-router'
import { isApiError } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import { AddressFields } from '@/shared/forms/address-fields'
import { fieldMessages } from '@/shared/forms/field-messages'
import { FormSection } from '@/shared/forms/form-section'
import { NameFields } from '@/shared/forms/name-fields'
import { PhoneField } from '@/shared/forms/phone-field'
import { RequestErrorAlert } from '@/shared/forms/request-error-alert'
import { SalutationFieldset } from '@/shared/forms/salutation-fieldset'
import { showServerFieldErrors } from '@/shared/forms/server-field-errors'
import { Button } from '@/shared/ui/button'
import { addressCountries } from '@/shared/validation/address'
import { addressTypes, type BillingAddressRequest } from '../api/address-schemas'
import { useAddressSaveFlow } from '../address-save-flow'
import { addressMessages } from '../messages'
import { AddressSuggestionDialog } from './address-suggestion-dialog'
import type { AddressFormValues } from './address-form-values'
import { DhlStationFields } from './dhl-station-fields'
import './addresses.css'

type AddressFormProps<Request extends BillingAddressRequest, Saved> = {
  defaultValues: AddressFormValues
  /** A delivery address may be a DHL station; a billing address never (spec section 5). */
  kind: 'delivery' | 'billing'
  toRequest: (values: AddressFormValues) => Request
  send: (address: Request) => Promise<Saved>
  onSaved: (saved: Saved) => void | Promise<void>
}

const formFields = new Set<string>([
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'zipCode',
  'city',
  'packstationNumber',
  'dhlPostNumber',
])

/** The form's text fields top to bottom, as shown. */
const fieldsInOrder = [
  'firstName',
  'lastName',
  'street',
  'streetNumber',
  'packstationNumber',
  'dhlPostNumber',
  'addressAddition',
  'zipCode',
  'city',
  'phone',
] as const satisfies ReadonlyArray<keyof AddressFormValues>

/** The service's refusal of one field, as the text to show there. */
function serverFieldMessage(code: string | undefined, kind: 'delivery' | 'billing'): MessageDescriptor {
  switch (code) {
    case 'PACKSTATION_NOT_ALLOWED':
      return kind === 'billing' ? fieldMessages.streetPackstation : addressMessages.streetPackstation
    case 'INVALID_PACKSTATION_NUMBER':
      return addressMessages.stationNumberInvalid
    case 'INVALID_DHL_POST_NUMBER':
      return addressMessages.dhlPostNumberInvalid
    default:
      return fieldMessages.serverFieldError
  }
}

function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || error.status !== 400) return undefined
  const field = (error.body as { field?: unknown } | null)?.field
  return typeof field === 'string' && formFields.has(field) ? field : undefined
}

function AddressTypeFieldset({ control }: { control: Control<AddressFormValues> }) {
  const intl = useIntl()
  const { field } = useController({ control, name: 'type' })
  return (
    <fieldset className="radio-group">
      <legend>{intl.formatMessage(addressMessages.addressType)}</legend>
      <div className="address-type__options">
        {addressTypes.map((type, index) => (
          <label key={type} className="radio">
            <input
              type="radio"
              name={field.name}
              value={type}
              checked={field.value === type}
              onChange={() => field.onChange(type)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            {intl.formatMessage(addressMessages[`type_${type}`])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

/**
 * A delivery or billing address: person, address (or DHL station), phone. Saving checks a typed
 * postal address first and offers the check's suggestion when it differs (spec sections 4 and 5).
 */
export function AddressForm<Request extends BillingAddressRequest, Saved>({
  defaultValues,
  kind,
  toRequest,
  send,
  onSaved,
}: AddressFormProps<Request, Saved>) {
  const intl = useIntl()
  // Fields that are not shown (street for a DHL station, station fields for a postal address) are neither checked nor sent.
  const form = useForm<AddressFormValues>({
    defaultValues,
    mode: 'onTouched',
    shouldUnregister: true,
    // The DHL fields register after the others: the focus goes to the first invalid field as shown instead.
    shouldFocusError: false,
  })
  const flow = useAddressSaveFlow<Request, Saved>({ send, onSaved })
  const type = useWatch({ control: form.control, name: 'type' }) ?? 'POSTAL'
  const dhl = kind === 'delivery' && type === 'DHL_ADDRESS'
  const { setError, setValue } = form

  useEffect(() => {
    if (dhl) setValue('countryCode', 'DE')
  }, [dhl, setValue])

  const error = flow.state.step === 'editing' ? flow.state.error : undefined
  const field = error?.category === 'save' ? refusedField(error.cause) : undefined
  useEffect(() => {
    if (!error || !field) return
    const code = isApiError(error.cause) ? error.cause.code : undefined
    showServerFieldErrors(setError, [
      { field: field as Path<AddressFormValues>, message: intl.formatMessage(serverFieldMessage(code, kind)) },
    ])
  }, [error, field, intl, kind, setError])

  const submit = form.handleSubmit(
    (values) =>
      flow.add(toRequest({ ...values, type: kind === 'delivery' ? values.type : 'POSTAL' }), {
        check: !(kind === 'delivery' && values.type === 'DHL_ADDRESS'),
      }),
    (errors) => {
      const first = fieldsInOrder.find((name) => errors[name])
      if (first) form.setFocus(first)
    },
  )

  return (
    <form className="stack address-form" noValidate onSubmit={(event) => void submit(event)}>
      <FormSection legend={intl.formatMessage(addressMessages.person)}>
        <SalutationFieldset control={form.control} name="salutation" />
        <NameFields control={form.control} />
      </FormSection>
      <FormSection legend={intl.formatMessage(addressMessages.address)}>
        {kind === 'delivery' ? <AddressTypeFieldset control={form.control} /> : null}
        {dhl ? <p className="muted">{intl.formatMessage(addressMessages.dhlOnlyGermany)}</p> : null}
        <AddressFields
          control={form.control}
          countries={dhl ? ['DE'] : addressCountries}
          postcodeRule="countryDigits"
          packstationProblem={kind === 'delivery' ? addressMessages.streetPackstation : undefined}
          streetFields={dhl ? <DhlStationFields control={form.control} /> : undefined}
          countryDependents={['phone']}
        />
        <PhoneField control={form.control} name="phone" countryField="countryCode" />
      </FormSection>
      {error && !field ? (
        <RequestErrorAlert
          error={error.cause}
          fallback={error.category === 'validate' ? addressMessages.validateFailed : addressMessages.saveFailed}
        />
      ) : null}
      <div className="form-actions">
        <Button type="submit" busy={flow.busy}>
          {intl.formatMessage(addressMessages.save)}
        </Button>
        <Link to={paths.myAddresses.getHref()}>{intl.formatMessage(addressMessages.backToAddresses)}</Link>
      </div>
      <AddressSuggestionDialog
        typed={flow.state.step === 'suggesting' ? flow.state.address : null}
        suggestion={flow.state.step === 'suggesting' ? flow.state.suggestion : null}
        onAccept={flow.accept}
        onKeep={flow.keep}
        onClose={flow.dismiss}
      />
    </form>
  )
}
