import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'
import { FieldError } from './field-error'
import { useHydrated } from './use-hydrated'

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: ReactNode
  /** Shown below the field and announced with it. */
  error?: ReactNode
  hint?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function TextField({ label, error, hint, id, className, ref, readOnly, ...props }: TextFieldProps) {
  const generatedId = useId()
  // A prerendered page (src/app/prerender.tsx) shows its fields before its script has run: until it
  // has hydrated, nothing can be typed, since hydration would drop it.
  const hydrated = useHydrated()
  const inputId = id ?? generatedId
  const errorId = `${inputId}-error`
  const hintId = `${inputId}-hint`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={['field', error ? 'field--invalid' : null, className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        readOnly={readOnly || !hydrated}
        {...props}
      />
      {hint ? (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  )
}
