import type { ReactNode } from 'react'

type AlertProps = {
  tone?: 'error' | 'info' | 'success' | 'warning'
  title?: ReactNode
  children: ReactNode
  action?: ReactNode
}

/** Errors are announced at once (role alert); other tones politely (role status). */
export function Alert({ tone = 'error', title, children, action }: AlertProps) {
  return (
    <div className={`alert alert--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {title ? <p className="alert__title">{title}</p> : null}
      <div className="alert__body">{children}</div>
      {action ? <div className="alert__action">{action}</div> : null}
    </div>
  )
}
