import type { DOMAttributes, ReactNode } from 'react'
import './account-shell.css'
import './layouts.css'

/** The shell's two columns (on a phone: one), the greeting and navigation beside the page; the account frame's too. */
export function AccountColumns({
  isOverview,
  aside,
  children,
  ...linkEvents
}: {
  isOverview: boolean
  aside: ReactNode
  children?: ReactNode
} & Pick<DOMAttributes<HTMLDivElement>, 'onPointerOver' | 'onFocus'>) {
  return (
    <div className="page" {...linkEvents}>
      {/* On mobile, sub-pages hide the header: the overview sits at the top level only. */}
      <div className={`account-layout${isOverview ? '' : ' account-layout--subpage'}`}>
        <div>{aside}</div>
        {children}
      </div>
    </div>
  )
}
