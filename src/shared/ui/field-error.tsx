import type { ReactNode } from 'react'

/** The text below a field that broke its rule (the field names it in aria-describedby); nothing while there is none. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} className="field__error">
      {children}
    </p>
  )
}
