import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { salutations, type Salutation } from '@/shared/validation/account-form'
import { fieldMessages } from './field-messages'
import './forms.css'

type SalutationFieldsetProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, Salutation>
}

/** "Anrede": Frau, Herr or Familie as radio buttons (spec section 3; the form's default value picks one). */
export function SalutationFieldset<T extends FieldValues>({ control, name }: SalutationFieldsetProps<T>) {
  const intl = useIntl()
  const { field } = useController({ control, name })
  return (
    <fieldset className="radio-group salutation-fieldset">
      <legend>{intl.formatMessage(fieldMessages.salutation)}</legend>
      <div className="salutation-fieldset__options">
        {salutations.map((salutation, index) => (
          <label key={salutation} className="radio">
            <input
              type="radio"
              name={field.name}
              value={salutation}
              checked={field.value === salutation}
              onChange={() => field.onChange(salutation)}
              onBlur={field.onBlur}
              ref={index === 0 ? field.ref : undefined}
            />
            {intl.formatMessage(fieldMessages[`salutation_${salutation}`])}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
