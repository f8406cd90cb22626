import type { ReactNode } from 'react'
import './forms.css'

/** A titled part of a longer form ("Persönliche Angaben", "Anschrift", …): a fieldset with its legend. */
export function FormSection({ legend, children }: { legend: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="form-section stack">
      <legend>{legend}</legend>
      {children}
    </fieldset>
  )
}
