import { redirect, type RouteObject } from 'react-router'
import { paths } from '@/shared/config/paths'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { accountLoader } from './shell/account-loader'
import { AccountFrame } from './shell/account-frame'
import { NotFoundPage } from './pages/not-found-page'
import { ErrorFallbackContent, RouteErrorPage } from './pages/error-fallback-page'
import { FlagRoute } from './shell/flag-route'
import type { Prerender } from './prerendered-pages'

/**
 * A page: its path and its lazy route module; `prerender` where the production build writes it as HTML, since it
 * shows the same to everyone (prerendered-pages.ts).
 */
const page = (path: string, lazy: RouteObject['lazy'], prerender?: Prerender): RouteObject => ({
  path,
  lazy,
  ...(prerender ? { handle: { prerender } } : {}),
})

/**
 * The route table of spec section 2, for the browser router (start-app.tsx), tests and stories (a memory router)
 * and the build's static rendering (prerender.tsx). Every page is a lazy route module: its `Component`, and a
 * `loader` where it opens with calls. The page-not-found route comes last.
 */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      // A failed page (its code did not load, it threw while rendering) shows the error fallback page.
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          Component: LoginLayout,
          // While a page's code loads at the first address: the layout without it.
          HydrateFallback: LoginLayout,
          children: [
            // The social-login provider's way back shows its callback before the heading.
            page(paths.login.path, () => import('@/features/auth/login/login-page'), {
              differsWith: ['code', 'error'],
            }),
            page(paths.forgotPassword.path, () => import('@/features/auth/passwords/forgot-password-page'), {}),
            page(paths.setPassword.path, () => import('@/features/auth/passwords/set-password-page'), {
              needs: ['token'],
            }),
            {
              // The mailed link's older address (the token as its last segment): set-password with the token as a
              // query parameter, which that page takes out of the address bar; a redirect, so no entry keeps it.
              path: paths.forgottenPasswordToken.path,
              loader: ({ params }) => redirect(paths.setPassword.getHref(params.token)),
            },
          ],
        },
        {
          Component: DefaultLayout,
          HydrateFallback: DefaultLayout,
          children: [
            // After deleting the account it says so.
            page(paths.postLogout.path, () => import('./pages/post-logout-page'), { differsWith: ['reason'] }),
            page(paths.magicLink.path, () => import('@/features/auth/magic-link/magic-link-page'), {
              needs: ['token'],
            }),
            page(
              paths.lightUserSetPassword.path,
              () => import('@/features/auth/light-account/light-user-set-password-page'),
              { needs: ['token'] },
            ),
            // Sub-steps (order-number-verification, customer-number-verification, ...) are routed inside the page.
            page(
              paths.accountVerification.routePath,
              () => import('@/features/auth/verification/account-verification-page'),
              {},
            ),
            // What was sent, after asking for a password link.
            page(
              paths.sendPasswordLinkSuccess.path,
              () => import('@/features/auth/passwords/send-password-link-success-page'),
              { differsWith: ['reason'] },
            ),
            // Pages opened from mails, without signing in: what they show before the customer chooses, or while
            // the link is confirmed.
            page(
              paths.newsletterCancelSubscription.path,
              () => import('@/features/mail-preferences/components/cancel-subscription-page'),
              { needs: ['subscriptionId'] },
            ),
            page(
              paths.newsletterConfirmation.path,
              () => import('@/features/mail-preferences/components/newsletter-confirmation-page'),
              {},
            ),
            page(
              paths.stockReminderUnsubscribe.path,
              () => import('@/features/mail-preferences/components/stock-reminder-unsubscribe-page'),
              { needs: ['reminderId'] },
            ),
            page(
              paths.stockReminderConfirmDoi.path,
              () => import('@/features/mail-preferences/components/stock-reminder-confirm-page'),
              { needs: ['token'] },
            ),
            page(
              paths.researchConfirmation.path,
              () => import('@/features/mail-preferences/components/market-research-confirmation-page'),
              { needs: ['market-research-doi-token'] },
            ),
            page(
              paths.unsubscribeUpsell.path,
              () => import('@/features/mail-preferences/components/upsell-unsubscribe-page'),
              { needs: ['customer_id', 'email', 'external_order_id'] },
            ),
            page(
              paths.emailChangeConfirmDoi.path,
              () => import('@/features/account-settings/components/confirm-email-change-page'),
              { needs: ['token'] },
            ),
            // The withdrawal function (ours, EU Directive 2023/2673): public, prefilled when signed in.
            page(paths.withdrawal.path, () => import('@/features/withdrawal/components/withdrawal-page')),
            page(
              paths.withdrawalReceived.path,
              () => import('@/features/withdrawal/components/withdrawal-received-page'),
            ),
            // Part of the entry already (the error fallback of every page): not a lazy chunk of its own.
            { path: paths.pageUnavailable.path, Component: ErrorFallbackContent },
            {
              // The signed-in area: its loader decides who may enter; the account frame shows meanwhile.
              loader: accountLoader,
              HydrateFallback: AccountFrame,
              lazy: () => import('./shell/account-shell'),
              children: [
                { index: true, lazy: () => import('./pages/account-home-page') },
                page(paths.orders.path, () => import('@/features/orders/components/order-list-page')),
                page(paths.orderDetails.path, () => import('@/features/orders/components/order-details-page')),
                page(paths.orderReturns.path, () => import('@/features/orders/components/order-return-page')),
                page(paths.orderCancelSuccess.path, () => import('@/features/orders/components/cancel-success-page')),
                page(paths.openInvoices.path, () => import('@/features/invoices/components/open-invoices-page')),
                page(paths.myProfile.path, () => import('@/features/profile/components/personal-data-page')),
                page(
                  paths.paymentMethods.path,
                  () => import('@/features/payment-methods/components/payment-methods-page'),
                ),
                page(
                  paths.editBankDetails.path,
                  () => import('@/features/payment-methods/components/edit-bank-details-page'),
                ),
                page(paths.changeEmail.path, () => import('@/features/account-settings/components/change-email-page')),
                page(
                  paths.changePassword.path,
                  () => import('@/features/account-settings/components/change-password-page'),
                ),
                page(paths.myAddresses.path, () => import('@/features/addresses/components/address-book-page')),
                page(
                  paths.addDeliveryAddress.path,
                  () => import('@/features/addresses/components/add-delivery-address-page'),
                ),
                page(paths.billingAddress.path, () => import('@/features/addresses/components/billing-address-page')),
                page(
                  paths.editAddress.path,
                  () => import('@/features/addresses/components/edit-delivery-address-page'),
                ),
                page(paths.wishlist.path, () => import('@/features/wishlist/components/wishlist-page')),
                page(
                  paths.followedCreators.path,
                  () => import('@/features/followed-creators/components/followed-creators-page'),
                ),
                page(
                  paths.productHistory.path,
                  () => import('@/features/product-history/components/product-history-page'),
                ),
                page(paths.myReferrals.path, () => import('@/features/referrals/components/referrals-page')),
                {
                  // The contact page and the support form exist only with the contactForm flag.
                  element: <FlagRoute flag="contactForm" />,
                  children: [
                    page(paths.contacts.path, () => import('@/features/customer-service/components/contacts-page')),
                    page(
                      paths.contactForm.path,
                      () => import('@/features/customer-service/components/contact-form-page'),
                    ),
                  ],
                },
                {
                  element: <FlagRoute flag="fakePages" />,
                  children: [page(paths.underConstruction.path, () => import('./pages/under-construction-page'))],
                },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
      ],
    },
  ]
}
