import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormTextField } from '@/shared/forms/form-text-field'
import { validateDhlPostNumber, validatePackstationNumber } from '@/shared/validation/address'
import { parcelStationKinds } from '../api/address-schemas'
import { addressMessages } from '../messages'
import type { AddressFormValues } from './address-form-values'

/** A DHL address in place of street and number: the kind of station, its number and the DHL post number. */
export function DhlStationFields({ control }: { control: Control<AddressFormValues> }) {
  const intl = useIntl()
  const kindId = useId()
  const {
    field: { ref, ...kind },
  } = useController({ control, name: 'parcelStationKind' })
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={kindId}>
          {intl.formatMessage(addressMessages.stationKind)}
        </label>
        <select
          id={kindId}
          className="field__input"
          ref={ref}
          name={kind.name}
          value={kind.value}
          onChange={kind.onChange}
          onBlur={kind.onBlur}
        >
          {parcelStationKinds.map((code) => (
            <option key={code} value={code}>
              {intl.formatMessage(addressMessages[`kind_${code}`])}
            </option>
          ))}
        </select>
      </div>
      <div className="form-row form-row--station">
        <FormTextField
          control={control}
          name="packstationNumber"
          label={addressMessages.stationNumber}
          hint={addressMessages.stationNumberHint}
          inputMode="numeric"
          rule={{
            check: validatePackstationNumber,
            problems: { required: addressMessages.stationNumberInvalid, invalid: addressMessages.stationNumberInvalid },
          }}
        />
        <FormTextField
          control={control}
          name="dhlPostNumber"
          label={addressMessages.dhlPostNumber}
          hint={addressMessages.dhlPostNumberHint}
          inputMode="numeric"
          rule={{
            check: validateDhlPostNumber,
            problems: { required: addressMessages.dhlPostNumberInvalid, invalid: addressMessages.dhlPostNumberInvalid },
          }}
        />
      </div>
    </>
  )
}
