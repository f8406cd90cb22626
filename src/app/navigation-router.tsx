import { createContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react'
import { Router, type UNSAFE_createBrowserHistory } from 'react-router'

type History = ReturnType<typeof UNSAFE_createBrowserHistory>

/**
 * The address (pathname, with the basename) a navigation is on its way to while the page there cannot
 * show yet (its code still loading), else null. For the shell's progress bar and busy link.
 */
export const PendingNavigationContext = createContext<string | null>(null)

/**
 * react-router's BrowserRouter and MemoryRouter, plus what they keep to themselves: whether the
 * navigation's transition is still pending (docs/decisions/2026-11-26-pending-navigation.md).
 */
export function NavigationRouter({
  basename,
  createHistory,
  children,
}: {
  basename?: string
  /** Browser history in the app, memory history in tests and stories. */
  createHistory: () => History
  children: ReactNode
}) {
  const [history] = useState(createHistory)
  const [{ action, location }, setState] = useState(() => ({ action: history.action, location: history.location }))
  const [target, setTarget] = useState('')
  const [pending, startTransition] = useTransition()
  useLayoutEffect(
    () =>
      history.listen((update) => {
        setTarget(update.location.pathname)
        startTransition(() => setState(update))
      }),
    [history],
  )
  return (
    <Router basename={basename} location={location} navigationType={action} navigator={history}>
      <PendingNavigationContext value={pending ? target : null}>{children}</PendingNavigationContext>
    </Router>
  )
}
