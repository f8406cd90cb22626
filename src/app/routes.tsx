import type { RouteObject } from 'react-router'
import { AccountShell } from './shell/account-shell'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { ProtectedRoute } from './shell/protected-route'
import { ErrorFallbackPage } from './pages/error-fallback-page'
import { NotFoundPage } from './pages/not-found-page'

/**
 * The route table of spec section 2, for the screens that exist. Pages load lazily so the
 * first screen only downloads what it shows. The page-not-found route comes last.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      errorElement: <ErrorFallbackPage />,
      // Lazy pages load after the first render; nothing to show meanwhile.
      HydrateFallback: () => null,
      children: [
        {
          element: <LoginLayout />,
          children: [
            { path: 'login', lazy: () => import('@/features/auth/components/login-page').then((module) => ({ Component: module.LoginPage })) },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            { path: 'post-logout', lazy: () => import('./pages/post-logout-page').then((module) => ({ Component: module.PostLogoutPage })) },
            { path: 'error', lazy: () => import('./pages/error-fallback-page').then((module) => ({ Component: module.ErrorFallbackContent })) },
            {
              element: (
                <ProtectedRoute>
                  <AccountShell />
                </ProtectedRoute>
              ),
              children: [
                { index: true, lazy: () => import('./pages/account-home-page').then((module) => ({ Component: module.AccountHomePage })) },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]
}
