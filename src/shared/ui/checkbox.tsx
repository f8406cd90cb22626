import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react'

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode
  description?: ReactNode
  ref?: Ref<HTMLInputElement>
}

export function Checkbox({ label, description, id, ref, ...props }: CheckboxProps) {
  const generatedId = useId()
  const inputId = id ?? generatedId
  const descriptionId = `${inputId}-description`
  return (
    <div className="checkbox">
      <input
        ref={ref}
        id={inputId}
        type="checkbox"
        aria-describedby={description ? descriptionId : undefined}
        {...props}
      />
      <div>
        <label htmlFor={inputId}>{label}</label>
        {description ? (
          <p id={descriptionId} className="checkbox__description">
            {description}
          </p>
        ) : null}
      </div>
    </div>
  )
}
