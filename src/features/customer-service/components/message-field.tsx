import { useId } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { validateRequired } from '@/shared/validation/account-form'
import { FieldError } from '@/shared/ui/field-error'

type MessageFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: MessageDescriptor
  whenEmpty: MessageDescriptor
}

/** A required free-text field (a textarea), with its text below it when left empty. */
export function MessageField<T extends FieldValues>({ control, name, label, whenEmpty }: MessageFieldProps<T>) {
  const intl = useIntl()
  const id = useId()
  const errorId = `${id}-error`
  const {
    field: { ref, value, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: { validate: (text: string) => (validateRequired(text) ? intl.formatMessage(whenEmpty) : true) },
  })
  const error = fieldState.error?.message
  return (
    <div className={['field', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {intl.formatMessage(label)}
      </label>
      <textarea
        {...field}
        ref={ref}
        id={id}
        value={value ?? ''}
        rows={6}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
