import type { RouteObject } from 'react-router'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { paths } from '@/shared/config/paths'
import { NotFoundPage } from './pages/not-found-page'

/** A lazily loaded page: the module is only downloaded when its route is visited. */
function lazyPage<Module>(load: () => Promise<Module>, exportName: keyof Module): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[exportName] as never })
}

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
            { path: 'login', lazy: lazyPage(() => import('@/features/auth/components/login-page'), 'LoginPage') },
            {
              path: 'forgot-password',
              lazy: lazyPage(() => import('@/features/auth/components/forgot-password-page'), 'ForgotPasswordPage'),
            },
            {
              path: 'set-password',
              lazy: lazyPage(() => import('@/features/auth/components/set-password-page'), 'SetPasswordPage'),
            },
            {
              path: 'login/forgottenpassword/:token',
              lazy: lazyPage(() => import('@/features/auth/components/set-password-page'), 'SetPasswordPage'),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            { path: 'post-logout', lazy: lazyPage(() => import('./pages/post-logout-page'), 'PostLogoutPage') },
            {
              path: 'magic-link',
              lazy: lazyPage(() => import('@/features/auth/components/magic-link-page'), 'MagicLinkPage'),
            },
            {
              path: 'light-user-set-password',
              lazy: lazyPage(
                () => import('@/features/auth/components/light-user-set-password-page'),
                'LightUserSetPasswordPage',
              ),
            },
            {
              // Sub-steps (order-number-verification, customer-number-verification, ...) are routed inside the page.
              path: 'account-verification/*',
              lazy: lazyPage(
                () => import('@/features/auth/components/account-verification-page'),
                'AccountVerificationPage',
              ),
            },
            {
              path: 'send-password-link-success',
              lazy: lazyPage(
                () => import('@/features/auth/components/send-password-link-success-page'),
                'SendPasswordLinkSuccessPage',
              ),
            },
            // Pages opened from mails, without signing in.
            {
              path: paths.newsletterCancelSubscription.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/cancel-subscription-page'),
                'CancelSubscriptionPage',
              ),
            },
            {
              path: paths.newsletterConfirmation.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/newsletter-confirmation-page'),
                'NewsletterConfirmationPage',
              ),
            },
            {
              path: paths.stockReminderUnsubscribe.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/stock-reminder-unsubscribe-page'),
                'StockReminderUnsubscribePage',
              ),
            },
            {
              path: paths.stockReminderConfirmDoi.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/stock-reminder-confirm-page'),
                'StockReminderConfirmPage',
              ),
            },
            {
              path: paths.researchConfirmation.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/market-research-confirmation-page'),
                'MarketResearchConfirmationPage',
              ),
            },
            {
              path: paths.unsubscribeUpsell.path,
              lazy: lazyPage(
                () => import('@/features/mail-preferences/components/upsell-unsubscribe-page'),
                'UpsellUnsubscribePage',
              ),
            },
            { path: 'error', lazy: lazyPage(() => import('./pages/error-fallback-page'), 'ErrorFallbackContent') },
            {
              // Protected: the account shell around every signed-in page.
              lazy: lazyPage(() => import('./shell/account-layout'), 'AccountLayout'),
              children: [
                { index: true, lazy: lazyPage(() => import('./pages/account-home-page'), 'AccountHomePage') },
                {
                  path: 'orders',
                  lazy: lazyPage(() => import('@/features/orders/components/order-list-page'), 'OrderListPage'),
                },
                {
                  path: 'orders/:id',
                  lazy: lazyPage(() => import('@/features/orders/components/order-details-page'), 'OrderDetailsPage'),
                },
                {
                  path: 'orders/:id/returns',
                  lazy: lazyPage(() => import('@/features/orders/components/order-return-page'), 'OrderReturnPage'),
                },
                {
                  path: 'orders/:id/cancel-success',
                  lazy: lazyPage(() => import('@/features/orders/components/cancel-success-page'), 'CancelSuccessPage'),
                },
                {
                  path: 'open-invoices',
                  lazy: lazyPage(() => import('@/features/invoices/components/open-invoices-page'), 'OpenInvoicesPage'),
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
