import { redirect, type RouteObject } from 'react-router'
import { paths } from '@/shared/config/paths'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { accountLoader } from './shell/account-loader'
import { AccountFrame } from './shell/account-frame'
import { NotFoundPage } from './pages/not-found-page'
import { ErrorFallbackContent, RouteErrorPage } from './pages/error-fallback-page'
import { FlagRoute } from './shell/flag-route'
import type { Prerender } from './prerendered-pages'

/** A route the production build writes as HTML (prerendered-pages.ts): the page shows the same to everyone. */
const prerendered = (prerender: Prerender = {}) => ({ handle: { prerender } })

/**
 * The route table of spec section 2. Every page is a lazy route module (its `Component`, and a `loader` where
 * it starts calls), so the first screen only downloads what it shows; the layouts and the account's loader are
 * part of the entry. The same objects make the browser router (src/main.tsx), the memory router of tests and
 * stories, and the build's static rendering (src/app/prerender.tsx). The page-not-found route comes last.
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
            {
              path: paths.login.path,
              lazy: () => import('@/features/auth/login/login-page'),
              // The social-login provider's way back shows its callback before the heading.
              ...prerendered({ differsWith: ['code', 'error'] }),
            },
            {
              path: paths.forgotPassword.path,
              lazy: () => import('@/features/auth/passwords/forgot-password-page'),
              ...prerendered(),
            },
            {
              path: paths.setPassword.path,
              lazy: () => import('@/features/auth/passwords/set-password-page'),
              ...prerendered({ needs: ['token'] }),
            },
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
            {
              path: paths.postLogout.path,
              lazy: () => import('./pages/post-logout-page'),
              // After deleting the account it says so.
              ...prerendered({ differsWith: ['reason'] }),
            },
            {
              path: paths.magicLink.path,
              lazy: () => import('@/features/auth/magic-link/magic-link-page'),
              ...prerendered({ needs: ['token'] }),
            },
            {
              path: paths.lightUserSetPassword.path,
              lazy: () => import('@/features/auth/light-account/light-user-set-password-page'),
              ...prerendered({ needs: ['token'] }),
            },
            {
              // Sub-steps (order-number-verification, customer-number-verification, ...) are routed inside the page.
              path: paths.accountVerification.routePath,
              lazy: () => import('@/features/auth/verification/account-verification-page'),
              ...prerendered(),
            },
            {
              path: paths.sendPasswordLinkSuccess.path,
              lazy: () => import('@/features/auth/passwords/send-password-link-success-page'),
              // What was sent, after asking for a password link.
              ...prerendered({ differsWith: ['reason'] }),
            },
            // Pages opened from mails, without signing in: what they show before the customer chooses, or while
            // the link is confirmed.
            {
              path: paths.newsletterCancelSubscription.path,
              lazy: () => import('@/features/mail-preferences/components/cancel-subscription-page'),
              ...prerendered({ needs: ['subscriptionId'] }),
            },
            {
              path: paths.newsletterConfirmation.path,
              lazy: () => import('@/features/mail-preferences/components/newsletter-confirmation-page'),
              ...prerendered(),
            },
            {
              path: paths.stockReminderUnsubscribe.path,
              lazy: () => import('@/features/mail-preferences/components/stock-reminder-unsubscribe-page'),
              ...prerendered({ needs: ['reminderId'] }),
            },
            {
              path: paths.stockReminderConfirmDoi.path,
              lazy: () => import('@/features/mail-preferences/components/stock-reminder-confirm-page'),
              ...prerendered({ needs: ['token'] }),
            },
            {
              path: paths.researchConfirmation.path,
              lazy: () => import('@/features/mail-preferences/components/market-research-confirmation-page'),
              ...prerendered({ needs: ['market-research-doi-token'] }),
            },
            {
              path: paths.unsubscribeUpsell.path,
              lazy: () => import('@/features/mail-preferences/components/upsell-unsubscribe-page'),
              ...prerendered({ needs: ['customer_id', 'email', 'external_order_id'] }),
            },
            {
              path: paths.emailChangeConfirmDoi.path,
              lazy: () => import('@/features/account-settings/components/confirm-email-change-page'),
              ...prerendered({ needs: ['token'] }),
            },
            // The withdrawal function (ours, EU Directive 2023/2673): public, prefilled when signed in.
            { path: paths.withdrawal.path, lazy: () => import('@/features/withdrawal/components/withdrawal-page') },
            {
              path: paths.withdrawalReceived.path,
              lazy: () => import('@/features/withdrawal/components/withdrawal-received-page'),
            },
            // Part of the entry already (the error fallback of every page): not a lazy chunk of its own.
            { path: paths.pageUnavailable.path, Component: ErrorFallbackContent },
            {
              // The signed-in area: its loader decides who may enter; the account frame shows meanwhile.
              id: 'account',
              loader: accountLoader,
              HydrateFallback: AccountFrame,
              lazy: () => import('./shell/account-layout'),
              children: [
                { index: true, lazy: () => import('./pages/account-home-page') },
                { path: paths.orders.path, lazy: () => import('@/features/orders/components/order-list-page') },
                {
                  path: paths.orderDetails.path,
                  lazy: () => import('@/features/orders/components/order-details-page'),
                },
                {
                  path: paths.orderReturns.path,
                  lazy: () => import('@/features/orders/components/order-return-page'),
                },
                {
                  path: paths.orderCancelSuccess.path,
                  lazy: () => import('@/features/orders/components/cancel-success-page'),
                },
                {
                  path: paths.openInvoices.path,
                  lazy: () => import('@/features/invoices/components/open-invoices-page'),
                },
                {
                  path: paths.myProfile.path,
                  lazy: () => import('@/features/profile/components/personal-data-page'),
                },
                {
                  path: paths.paymentMethods.path,
                  lazy: () => import('@/features/payment-methods/components/payment-methods-page'),
                },
                {
                  path: paths.editBankDetails.path,
                  lazy: () => import('@/features/payment-methods/components/edit-bank-details-page'),
                },
                {
                  path: paths.changeEmail.path,
                  lazy: () => import('@/features/account-settings/components/change-email-page'),
                },
                {
                  path: paths.changePassword.path,
                  lazy: () => import('@/features/account-settings/components/change-password-page'),
                },
                {
                  path: paths.myAddresses.path,
                  lazy: () => import('@/features/addresses/components/address-book-page'),
                },
                {
                  path: paths.addDeliveryAddress.path,
                  lazy: () => import('@/features/addresses/components/add-delivery-address-page'),
                },
                {
                  path: paths.billingAddress.path,
                  lazy: () => import('@/features/addresses/components/billing-address-page'),
                },
                {
                  path: paths.editAddress.path,
                  lazy: () => import('@/features/addresses/components/edit-delivery-address-page'),
                },
                { path: paths.wishlist.path, lazy: () => import('@/features/wishlist/components/wishlist-page') },
                {
                  path: paths.followedCreators.path,
                  lazy: () => import('@/features/followed-creators/components/followed-creators-page'),
                },
                {
                  path: paths.productHistory.path,
                  lazy: () => import('@/features/product-history/components/product-history-page'),
                },
                {
                  path: paths.myReferrals.path,
                  lazy: () => import('@/features/referrals/components/referrals-page'),
                },
                {
                  // The contact page and the support form exist only with the contactForm flag.
                  element: <FlagRoute flag="contactForm" />,
                  children: [
                    {
                      path: paths.contacts.path,
                      lazy: () => import('@/features/customer-service/components/contacts-page'),
                    },
                    {
                      path: paths.contactForm.path,
                      lazy: () => import('@/features/customer-service/components/contact-form-page'),
                    },
                  ],
                },
                {
                  element: <FlagRoute flag="fakePages" />,
                  children: [
                    {
                      path: paths.underConstruction.path,
                      lazy: () => import('./pages/under-construction-page'),
                    },
                  ],
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
