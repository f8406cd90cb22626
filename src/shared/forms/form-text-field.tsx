import type { ComponentProps } from 'react'
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { useIntl, type MessageDescriptor } from 'react-intl'
import { TextField } from '@/shared/ui/text-field'
import { validateRequired } from '@/shared/validation/account-form'

type InputProps = Omit<
  ComponentProps<typeof TextField>,
  'label' | 'hint' | 'error' | 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'ref'
>

/**
 * A field's rule (from src/shared/validation) and its words: `check` returns a problem's code, or
 * undefined when the value will do; `problems` is the text below the field for each code.
 */
export type FieldRule<T extends FieldValues, Code extends string> = {
  check: (value: string, values: T) => Code | undefined
  problems: Record<Code, MessageDescriptor>
  /** Placeholders of the problem texts, e.g. the country of a postcode rule. */
  problemValues?: (values: T) => Record<string, string | number>
}

/** The rule of a field that only has to be filled in, with the text shown when it is empty. */
export function requiredRule<T extends FieldValues>(whenEmpty: MessageDescriptor): FieldRule<T, 'required'> {
  return { check: validateRequired, problems: { required: whenEmpty } }
}

export type FormTextFieldProps<T extends FieldValues, Code extends string> = InputProps & {
  control: Control<T>
  name: Path<T>
  label: MessageDescriptor
  hint?: MessageDescriptor
  /** The hint's values, e.g. the country its example is from. */
  hintValues?: Record<string, string>
  rule?: FieldRule<T, Code>
  /** Fields whose rules read this one: checked again when it changes (once the form was submitted). */
  deps?: Path<T>[]
  /** Rewrites the typed value when the field is left, e.g. pads a date; undefined leaves it. */
  formatOnBlur?: (value: string) => string | undefined
}

/**
 * A text field bound to a react-hook-form form by `control` and `name`: its label, hint and rule
 * come as message descriptors and codes, so each form only says which rule and which words.
 */
export function FormTextField<T extends FieldValues, Code extends string = never>({
  control,
  name,
  label,
  hint,
  hintValues,
  rule,
  deps,
  formatOnBlur,
  ...inputProps
}: FormTextFieldProps<T, Code>) {
  const intl = useIntl()
  const {
    field: { ref, ...field },
    fieldState,
  } = useController({
    control,
    name,
    rules: {
      deps,
      validate: (value: string, values: T) => {
        const code = rule?.check(value, values)
        if (!rule || code === undefined) return true
        const problem: MessageDescriptor = rule.problems[code]
        return intl.formatMessage(problem, rule.problemValues?.(values))
      },
    },
  })
  return (
    <TextField
      {...inputProps}
      label={intl.formatMessage(label)}
      hint={hint ? intl.formatMessage(hint, hintValues) : undefined}
      error={fieldState.error?.message}
      name={field.name}
      ref={ref}
      value={field.value ?? ''}
      disabled={field.disabled || inputProps.disabled}
      onChange={field.onChange}
      onBlur={() => {
        field.onBlur()
        const formatted = formatOnBlur?.(field.value)
        // Checked again through onChange once the form was submitted, as any change is.
        if (formatted !== undefined && formatted !== field.value) field.onChange(formatted)
      }}
    />
  )
}
