import type { RouteObject } from 'react-router'
import type { PageStartCalls } from '@/shared/api/page-start-calls'
import { paths } from '@/shared/config/paths'
import { DefaultLayout, LoginLayout, RootLayout } from './shell/layouts'
import { NotFoundPage } from './pages/not-found-page'
import { ErrorFallbackContent } from './pages/error-fallback-page'
import { FlagRoute } from './shell/flag-route'

/**
 * A lazily loaded page: the module is only downloaded when its route is visited. `startCallsName` names the
 * module's `PageStartCalls`, which the app's start asks for before the first render (page-start-calls.ts).
 */
function lazyPage<Module>(
  load: () => Promise<Module>,
  exportName: keyof Module,
  startCallsName?: keyof Module,
): RouteObject['lazy'] {
  return async () => {
    const module = await load()
    const startCalls = startCallsName === undefined ? undefined : (module[startCallsName] as PageStartCalls)
    return { Component: module[exportName] as never, ...(startCalls ? { startCalls } : {}) }
  }
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
            { path: paths.login.path, lazy: lazyPage(() => import('@/features/auth/login/login-page'), 'LoginPage') },
            {
              path: paths.forgotPassword.path,
              lazy: lazyPage(() => import('@/features/auth/passwords/forgot-password-page'), 'ForgotPasswordPage'),
            },
            {
              path: paths.setPassword.path,
              lazy: lazyPage(() => import('@/features/auth/passwords/set-password-page'), 'SetPasswordPage'),
            },
            {
              path: paths.forgottenPasswordToken.path,
              lazy: lazyPage(() => import('@/features/auth/passwords/set-password-page'), 'ForgottenPasswordLinkPage'),
            },
          ],
        },
        {
          element: <DefaultLayout />,
          children: [
            { path: paths.postLogout.path, lazy: lazyPage(() => import('./pages/post-logout-page'), 'PostLogoutPage') },
            {
              path: paths.magicLink.path,
              lazy: lazyPage(() => import('@/features/auth/magic-link/magic-link-page'), 'MagicLinkPage'),
            },
            {
              path: paths.lightUserSetPassword.path,
              lazy: lazyPage(
                () => import('@/features/auth/light-account/light-user-set-password-page'),
                'LightUserSetPasswordPage',
              ),
            },
            {
              // Sub-steps (order-number-verification, customer-number-verification, ...) are routed inside the page.
              path: paths.accountVerification.routePath,
              lazy: lazyPage(
                () => import('@/features/auth/verification/account-verification-page'),
                'AccountVerificationPage',
              ),
            },
            {
              path: paths.sendPasswordLinkSuccess.path,
              lazy: lazyPage(
                () => import('@/features/auth/passwords/send-password-link-success-page'),
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
            // The withdrawal function (ours, EU Directive 2023/2673): public, prefilled when signed in.
            {
              path: paths.withdrawal.path,
              lazy: lazyPage(() => import('@/features/withdrawal/components/withdrawal-page'), 'WithdrawalPage'),
            },
            {
              path: paths.withdrawalReceived.path,
              lazy: lazyPage(
                () => import('@/features/withdrawal/components/withdrawal-received-page'),
                'WithdrawalReceivedPage',
              ),
            },
            {
              path: paths.emailChangeConfirmDoi.path,
              lazy: lazyPage(
                () => import('@/features/account-settings/components/confirm-email-change-page'),
                'ConfirmEmailChangePage',
              ),
            },
            // Part of the entry already (the error fallback of every page): not a lazy chunk of its own.
            { path: paths.pageUnavailable.path, element: <ErrorFallbackContent /> },
            {
              // Protected: the account shell around every signed-in page.
              lazy: lazyPage(() => import('./shell/account-layout'), 'AccountLayout', 'accountLayoutStartCalls'),
              children: [
                { index: true, lazy: lazyPage(() => import('./pages/account-home-page'), 'AccountHomePage') },
                {
                  path: paths.orders.path,
                  lazy: lazyPage(
                    () => import('@/features/orders/components/order-list-page'),
                    'OrderListPage',
                    'orderListStartCalls',
                  ),
                },
                {
                  path: paths.orderDetails.path,
                  lazy: lazyPage(
                    () => import('@/features/orders/components/order-details-page'),
                    'OrderDetailsPage',
                    'orderDetailsStartCalls',
                  ),
                },
                {
                  path: paths.orderReturns.path,
                  lazy: lazyPage(
                    () => import('@/features/orders/components/order-return-page'),
                    'OrderReturnPage',
                    'orderReturnStartCalls',
                  ),
                },
                {
                  path: paths.orderCancelSuccess.path,
                  lazy: lazyPage(() => import('@/features/orders/components/cancel-success-page'), 'CancelSuccessPage'),
                },
                {
                  path: paths.openInvoices.path,
                  lazy: lazyPage(
                    () => import('@/features/invoices/components/open-invoices-page'),
                    'OpenInvoicesPage',
                    'openInvoicesStartCalls',
                  ),
                },
                {
                  path: paths.myProfile.path,
                  lazy: lazyPage(() => import('@/features/profile/components/personal-data-page'), 'PersonalDataPage'),
                },
                {
                  path: paths.paymentMethods.path,
                  lazy: lazyPage(
                    () => import('@/features/payment-methods/components/payment-methods-page'),
                    'PaymentMethodsPage',
                    'paymentMethodsStartCalls',
                  ),
                },
                {
                  path: paths.editBankDetails.path,
                  lazy: lazyPage(
                    () => import('@/features/payment-methods/components/edit-bank-details-page'),
                    'EditBankDetailsPage',
                    'editBankDetailsStartCalls',
                  ),
                },
                {
                  path: paths.changeEmail.path,
                  lazy: lazyPage(
                    () => import('@/features/account-settings/components/change-email-page'),
                    'ChangeEmailPage',
                  ),
                },
                {
                  path: paths.changePassword.path,
                  lazy: lazyPage(
                    () => import('@/features/account-settings/components/change-password-page'),
                    'ChangePasswordPage',
                  ),
                },
                {
                  path: paths.myAddresses.path,
                  lazy: lazyPage(
                    () => import('@/features/addresses/components/address-book-page'),
                    'AddressBookPage',
                    'addressBookStartCalls',
                  ),
                },
                {
                  path: paths.addDeliveryAddress.path,
                  lazy: lazyPage(
                    () => import('@/features/addresses/components/add-delivery-address-page'),
                    'AddDeliveryAddressPage',
                    'addDeliveryAddressStartCalls',
                  ),
                },
                {
                  path: paths.billingAddress.path,
                  lazy: lazyPage(
                    () => import('@/features/addresses/components/billing-address-page'),
                    'BillingAddressPage',
                    'billingAddressStartCalls',
                  ),
                },
                {
                  path: paths.editAddress.path,
                  lazy: lazyPage(
                    () => import('@/features/addresses/components/edit-delivery-address-page'),
                    'EditDeliveryAddressPage',
                    'editDeliveryAddressStartCalls',
                  ),
                },
                {
                  path: paths.wishlist.path,
                  lazy: lazyPage(
                    () => import('@/features/wishlist/components/wishlist-page'),
                    'WishlistPage',
                    'wishlistStartCalls',
                  ),
                },
                {
                  path: paths.followedCreators.path,
                  lazy: lazyPage(
                    () => import('@/features/followed-creators/components/followed-creators-page'),
                    'FollowedCreatorsPage',
                  ),
                },
                {
                  path: paths.productHistory.path,
                  lazy: lazyPage(
                    () => import('@/features/product-history/components/product-history-page'),
                    'ProductHistoryPage',
                    'productHistoryStartCalls',
                  ),
                },
                {
                  path: paths.myReferrals.path,
                  lazy: lazyPage(() => import('@/features/referrals/components/referrals-page'), 'ReferralsPage'),
                },
                {
                  // The contact page and the support form exist only with the contactForm flag.
                  element: <FlagRoute flag="contactForm" />,
                  children: [
                    {
                      path: paths.contacts.path,
                      lazy: lazyPage(
                        () => import('@/features/customer-service/components/contacts-page'),
                        'ContactsPage',
                      ),
                    },
                    {
                      path: paths.contactForm.path,
                      lazy: lazyPage(
                        () => import('@/features/customer-service/components/contact-form-page'),
                        'ContactFormPage',
                      ),
                    },
                  ],
                },
                {
                  element: <FlagRoute flag="fakePages" />,
                  children: [
                    {
                      path: paths.underConstruction.path,
                      lazy: lazyPage(() => import('./pages/under-construction-page'), 'UnderConstructionPage'),
                    },
                  ],
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
