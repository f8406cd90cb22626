import { useController, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form'
import { useIntl } from 'react-intl'
import { Checkbox } from '@/shared/ui/checkbox'
import { fieldMessages } from './field-messages'

type NewsletterConsentFieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPathByValue<T, boolean>
  /** Below the consent: what the customer gets, or how to unsubscribe. */
  description: string
}

/** The newsletter opt-in checkbox (unticked unless the form's default value says otherwise). */
export function NewsletterConsentField<T extends FieldValues>({
  control,
  name,
  description,
}: NewsletterConsentFieldProps<T>) {
  const intl = useIntl()
  const {
    field: { ref, ...field },
  } = useController({ control, name })
  return (
    <Checkbox
      label={intl.formatMessage(fieldMessages.newsletterConsent)}
      description={description}
      name={field.name}
      ref={ref}
      checked={field.value}
      onChange={(event) => field.onChange(event.target.checked)}
      onBlur={field.onBlur}
    />
  )
}
