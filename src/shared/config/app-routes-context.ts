import { createContext, useContext } from 'react'
import { useSearchParams } from 'react-router'
import type { RouteObject } from 'react-router'
import { safeRedirectTarget } from './safe-redirect'

/** The app's route table, so shared code can check redirect targets without importing the app. */
export const AppRoutesContext = createContext<RouteObject[]>([])

/** The `redirect` query parameter, if it names one of the app's own paths; home otherwise. */
export function useRedirectTarget(): string {
  const routes = useContext(AppRoutesContext)
  const [searchParams] = useSearchParams()
  return safeRedirectTarget(searchParams.get('redirect'), routes)
}
