import { createContext, useCallback, useContext } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import type { RouteObject } from 'react-router'
import { documentNavigation } from './document-navigation'
import { useRuntime } from './runtime'
import { safeRedirectTarget } from './safe-redirect'
import { isShopReturnTarget } from './shop-return-targets'

/** The app's route table, so shared code can check redirect targets without importing the app. */
export const AppRoutesContext = createContext<RouteObject[]>([])

/** The `redirect` query parameter, if it names one of the app's own paths or the shop's return views; home otherwise. */
export function useRedirectTarget(): string {
  const routes = useContext(AppRoutesContext)
  const { locale } = useRuntime()
  const [searchParams] = useSearchParams()
  return safeRedirectTarget(searchParams.get('redirect'), routes, { shop: locale })
}

/** Goes to a checked redirect target: a route change for the app's paths, a page load for the shop's views. */
export function useFollowRedirect(): (target: string) => Promise<void> {
  const navigate = useNavigate()
  return useCallback(
    async (target: string) => {
      if (isShopReturnTarget(target)) documentNavigation.assign(target)
      else await navigate(target, { replace: true })
    },
    [navigate],
  )
}
