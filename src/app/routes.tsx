import type { RouteObject } from 'react-router'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { NotFoundPage } from './pages/not-found-page'

/**
 * The route table of spec section 2, for the screens that exist. Pages load lazily so the
 * first screen only downloads what it shows. The page-not-found route comes last.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // A render error anywhere below shows the error fallback page (see app-routes.tsx).
      errorElement: true,
      children: [
        {
          element: <LoginLayout />,
          children: [
            {
              path: 'login',
              lazy: () =>
                import('@/features/auth/components/login-page').then((module) => ({ Component: module.LoginPage })),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            {
              path: 'post-logout',
              lazy: () => import('./pages/post-logout-page').then((module) => ({ Component: module.PostLogoutPage })),
            },
            {
              path: 'error',
              lazy: () =>
                import('./pages/error-fallback-page').then((module) => ({ Component: module.ErrorFallbackContent })),
            },
            {
              lazy: () => import('./shell/account-layout').then((module) => ({ Component: module.AccountLayout })),
              children: [
                {
                  index: true,
                  lazy: () =>
                    import('./pages/account-home-page').then((module) => ({ Component: module.AccountHomePage })),
                },
              ],
            },
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ]
}
