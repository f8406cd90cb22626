import type { FieldPathByValue, FieldValues, Path } from 'react-hook-form'

/**
 * Where a fieldset's values sit in a form: at the top (no prefix), or under an object such as
 * `billingAddress`. A form that does not hold the fields at the top must name the prefix.
 */
export type FieldsetPrefix<T extends FieldValues, Shape> = T extends Shape
  ? { prefix?: FieldPathByValue<T, Shape> }
  : { prefix: FieldPathByValue<T, Shape> }

/** The form path of one of a fieldset's fields. */
export function fieldPath<T extends FieldValues, Shape>(prefix: string | undefined, field: keyof Shape & string) {
  return (prefix ? `${prefix}.${field}` : field) as Path<T>
}
