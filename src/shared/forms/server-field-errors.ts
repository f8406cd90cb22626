import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

/** A refusal the service tied to one field, with the text to show there. */
export type ServerFieldError<T extends FieldValues> = { field: Path<T>; message: string }

/**
 * Shows the service's field refusals (spec section 8 "Account creation keys" and the like) below
 * their fields, and moves the focus to the first, so the customer sees where to correct.
 */
export function showServerFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  errors: ServerFieldError<T>[],
) {
  errors.forEach(({ field, message }, index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  )
}
