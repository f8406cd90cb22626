import { useId, type SelectHTMLAttributes } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'

type SelectProps = Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id' | 'className' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'children'
>

export type FormSelectFieldProps<T extends FieldValues> = SelectProps & {
  control: Control<T>
  name: Path<T>
  label: MessageDescriptor
  /** The choices, each with its value and the text shown for it. */
  options: readonly { value: string; label: string }[]
  /** Fields whose rules read this one: checked again when it changes (once the form was submitted). */
  deps?: Path<T>[]
}

/** A select bound to a react-hook-form form by `control` and `name`, laid out as a text field. */
export function FormSelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  deps,
  ...selectProps
}: FormSelectFieldProps<T>) {
  const intl = useIntl()
  const id = useId()
  const {
    field: { ref, ...field },
  } = useController({ control, name, rules: { deps } })
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage(label)}
      </label>
      <select
        {...selectProps}
        id={id}
        className="field__input"
        ref={ref}
        name={field.name}
        value={field.value}
        onChange={field.onChange}
        onBlur={field.onBlur}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}
