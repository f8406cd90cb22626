import type { Control } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { FormSelectField } from '@/shared/forms/form-select-field'
import { FormTextField } from '@/shared/forms/form-text-field'
import { validateDhlPostNumber, validatePackstationNumber } from '@/shared/validation/address'
import { parcelStationKinds } from '../api/address-schemas'
import { addressMessages } from '../messages'
import type { AddressFormValues } from './address-form-values'

type DhlNumberFieldProps = {
  control: Control<AddressFormValues>
  name: 'packstationNumber' | 'dhlPostNumber'
  /** Its texts: the label, `…Hint` and `…Invalid` in the messages. */
  text: 'stationNumber' | 'dhlPostNumber'
  check: (value: string) => 'required' | 'invalid' | undefined
}

/** A DHL number: digits, with one text whether it is empty or wrong. */
function DhlNumberField({ control, name, text, check }: DhlNumberFieldProps) {
  const problem = addressMessages[`${text}Invalid` as const]
  return (
    <FormTextField
      control={control}
      name={name}
      label={addressMessages[text]}
      hint={addressMessages[`${text}Hint` as const]}
      inputMode="numeric"
      rule={{ check, problems: { required: problem, invalid: problem } }}
    />
  )
}

/** A DHL address in place of street and number: the kind of station, its number and the DHL post number. */
export function DhlStationFields({ control }: { control: Control<AddressFormValues> }) {
  const intl = useIntl()
  return (
    <>
      <FormSelectField
        control={control}
        name="parcelStationKind"
        label={addressMessages.stationKind}
        options={parcelStationKinds.map((code) => ({
          value: code,
          label: intl.formatMessage(addressMessages[`kind_${code}`]),
        }))}
      />
      <div className="form-row form-row--station">
        <DhlNumberField
          control={control}
          name="packstationNumber"
          text="stationNumber"
          check={validatePackstationNumber}
        />
        <DhlNumberField control={control} name="dhlPostNumber" text="dhlPostNumber" check={validateDhlPostNumber} />
      </div>
    </>
  )
}
