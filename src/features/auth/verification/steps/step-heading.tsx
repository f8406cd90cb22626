import { useLayoutEffect, useRef, type ReactNode } from 'react'

/** The step's h2; focused when the step replaced another one, so screen readers announce it. */
export function StepHeading({ focus, children }: { focus: boolean; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null)
  // Before paint, so the heading never shows without focus (and no test sees it that way).
  useLayoutEffect(() => {
    if (focus) ref.current?.focus()
  }, [focus])
  return (
    <h2 ref={ref} tabIndex={-1} className="account-verification__heading">
      {children}
    </h2>
  )
}
