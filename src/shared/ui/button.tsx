import type { ButtonHTMLAttributes } from 'react'
import { useHydrated } from './use-hydrated'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: 'primary' | 'secondary' | 'link'
  /** Shows the busy state and keeps the button from being pressed twice. */
  busy?: boolean
}

export function Button({
  variant = 'primary',
  busy = false,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  // A prerendered page (src/app/prerender.tsx) shows its buttons before its script has run, when a
  // press would do nothing: they are disabled until the page has hydrated, so none seems to work and does not.
  const hydrated = useHydrated()
  return (
    <button
      {...props}
      type={type}
      className={['button', `button--${variant}`, className].filter(Boolean).join(' ')}
      disabled={disabled || busy || !hydrated}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="button__spinner" aria-hidden="true" /> : null}
      {children}
    </button>
  )
}
