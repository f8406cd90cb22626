/**
 * Every route of spec section 2 with a helper that builds its link, so no screen, test or mock
 * mail assembles URLs by hand. Paths are relative to the router's basename (`/` locally,
 * `/dpl/av` in production); the route table uses `path`, links and navigation use `getHref`.
 */

type QueryValue = string | number | undefined | null

/** `path?a=1&b=2`, leaving out empty values; URLSearchParams does the escaping. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const encoded = search.toString()
  return encoded ? `${path}?${encoded}` : path
}

/** A pathname of the address bar as a path within the app: without the router's basename and a trailing slash. */
export function appPath(pathname: string, basename: string): string {
  const withinApp = basename !== '/' && pathname.startsWith(basename) ? pathname.slice(basename.length) : pathname
  return withinApp.replace(/(.)\/+$/, '$1') || '/'
}

const segment = (value: string | number) => encodeURIComponent(String(value))

/** A route whose link takes no parameters. */
function fixed<const Path extends string>(path: Path) {
  return { path, getHref: () => path }
}

/** The sub-steps of account verification, routed inside its page (spec section 2). */
export const accountVerificationSteps = {
  orderNumber: 'order-number-verification',
  customerNumber: 'customer-number-verification',
  address: 'address-verification',
  customerService: 'customer-service-verification',
  success: 'success',
} as const

export type AccountVerificationStep = keyof typeof accountVerificationSteps

/**
 * Why the app sent a signed-in customer to login (spec section 4, "Token refresh failure"): the service
 * refused the session, it ran out (10 days, or 60 without a visit with "Angemeldet bleiben"). The login
 * page says so. Other failures of the refresh send to login without a reason.
 */
export type SignedOutReason = 'REJECTED'

/** Why a password link was sent; the success page words its message by it. */
export type SendPasswordLinkReason = 'password-forgotten' | 'set-password'

export const paths = {
  // Public: sign-in and passwords.
  login: {
    path: '/login',
    getHref: (redirectTo?: string, reason?: SignedOutReason) => withQuery('/login', { redirect: redirectTo, reason }),
  },
  forgotPassword: fixed('/forgot-password'),
  setPassword: {
    path: '/set-password',
    /** `type: 'social'` marks a set-password-for-social-login token. */
    getHref: (token?: string, type?: 'social') => withQuery('/set-password', { token, type }),
  },
  forgottenPasswordToken: {
    path: '/login/forgottenpassword/:token',
    getHref: (token: string) => `/login/forgottenpassword/${segment(token)}`,
  },
  sendPasswordLinkSuccess: {
    path: '/send-password-link-success',
    getHref: (reason: SendPasswordLinkReason) => withQuery('/send-password-link-success', { reason }),
  },
  lightUserSetPassword: {
    path: '/light-user-set-password',
    getHref: (token?: string) => withQuery('/light-user-set-password', { token }),
  },
  magicLink: {
    path: '/magic-link',
    getHref: (token?: string) => withQuery('/magic-link', { token }),
  },
  accountVerification: {
    path: '/account-verification',
    /** The whole sub-tree, for the route table: sub-steps are routed inside the page. */
    routePath: '/account-verification/*',
    getHref: (step?: AccountVerificationStep) =>
      step ? `/account-verification/${accountVerificationSteps[step]}` : '/account-verification',
  },
  postLogout: {
    path: '/post-logout',
    /** `account-deleted`: the customer signed out because they deleted their account. */
    getHref: (reason?: 'account-deleted') => withQuery('/post-logout', { reason }),
  },
  // Public: the withdrawal function (EU Directive 2023/2673), prefilled when signed in; `order` is an order id of the signed-in customer.
  withdrawal: {
    path: '/withdrawal',
    getHref: (orderId?: string) => withQuery('/withdrawal', { order: orderId }),
  },
  withdrawalReceived: fixed('/withdrawal/received'),

  // Public: pages reached from mails.
  // The spec names no query parameters for the newsletter and stock-reminder links; these are ours.
  newsletterCancelSubscription: {
    path: '/newsletter/cancelSubscription',
    getHref: (subscriptionId?: string) => withQuery('/newsletter/cancelSubscription', { subscriptionId }),
  },
  newsletterConfirmation: fixed('/newsletter/confirmation'),
  stockReminderUnsubscribe: {
    path: '/stock-reminder/unsubscribe',
    getHref: (reminderId?: string) => withQuery('/stock-reminder/unsubscribe', { reminderId }),
  },
  stockReminderConfirmDoi: {
    path: '/stock-reminder/confirm-doi',
    getHref: (token?: string) => withQuery('/stock-reminder/confirm-doi', { token }),
  },
  emailChangeConfirmDoi: {
    path: '/email-change/confirm-doi',
    getHref: (token?: string) => withQuery('/email-change/confirm-doi', { token }),
  },
  researchConfirmation: {
    path: '/research/confirmation',
    getHref: (token?: string) => withQuery('/research/confirmation', { 'market-research-doi-token': token }),
  },
  unsubscribeUpsell: {
    path: '/unsubscribe/upsell',
    getHref: (query: { customerId?: string; email?: string; externalOrderId?: string } = {}) =>
      withQuery('/unsubscribe/upsell', {
        customer_id: query.customerId,
        email: query.email,
        external_order_id: query.externalOrderId,
      }),
  },

  // Protected: the account area.
  home: fixed('/'),
  orders: fixed('/orders'),
  orderDetails: { path: '/orders/:id', getHref: (id: string) => `/orders/${segment(id)}` },
  orderReturns: { path: '/orders/:id/returns', getHref: (id: string) => `/orders/${segment(id)}/returns` },
  orderCancelSuccess: {
    path: '/orders/:id/cancel-success',
    getHref: (id: string) => `/orders/${segment(id)}/cancel-success`,
  },
  openInvoices: fixed('/open-invoices'),
  wishlist: fixed('/wishlist'),
  followedCreators: fixed('/followed-creators'),
  productHistory: fixed('/product-history'),
  myReferrals: fixed('/my-referrals'),
  myProfile: fixed('/my-profile'),
  myAddresses: fixed('/my-addresses'),
  addDeliveryAddress: fixed('/my-addresses/add'),
  billingAddress: fixed('/my-addresses/billing-address'),
  editAddress: { path: '/my-addresses/:id', getHref: (id: string) => `/my-addresses/${segment(id)}` },
  changePassword: fixed('/change-password'),
  changeEmail: fixed('/change-email'),
  paymentMethods: fixed('/payment-methods'),
  editBankDetails: fixed('/payment-methods/edit'),
  contacts: fixed('/contacts'),
  contactForm: fixed('/contacts/form'),
  underConstruction: fixed('/under-construction'),

  // The error fallback page; the page-not-found route is the table's last entry, `*`, with no link of its own.
  pageUnavailable: fixed('/error'),
} as const

/** Spec section 2: a link back to the parent path. */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  return `/${segments.join('/')}`
}
