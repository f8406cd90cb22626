import { describe, it } from 'vitest'
import { expectFlowStates, stepsOf, type FlowStates } from '@testing/flow-states'
import { paths } from '@/shared/config/paths'

/** A flow's definition, typed as one (its steps are the fault matrix's UserSteps). */
const flow = (states: FlowStates) => states

/**
 * Spec section 4: most flows go request, in progress, success or failed. Per flow, the request held shows
 * it in progress, answered its success, failed (HTTP 500) its catalogued failure (testing/flow-states.tsx).
 * The calls and where the customer makes them are the fault matrix's (testing/fault-cases/).
 */
const flows = {
  login: flow({ call: 'customer POST /user/login', success: { text: 'Hallo Anna Schmidt' } }),
  usernameConfirmation: flow({
    call: 'customer GET /user/account/check',
    success: { role: 'button', name: 'Anmelden' },
  }),
  accountCreation: flow({
    call: 'customer POST /user/account',
    success: { text: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' },
  }),
  socialLogin: flow({ call: 'customer POST /user/social-login', success: { text: 'Hallo Anna Schmidt' } }),
  magicLinkSend: flow({
    call: 'customer POST /user/magic-link/login',
    success: { text: /Wir haben Ihnen einen Anmeldelink/ },
  }),
  magicLinkVerify: flow({
    call: 'customer POST /user/magic-link/verify',
    screen: {
      path: paths.login.getHref(),
      steps: [...stepsOf('customer POST /user/magic-link/login'), { openMailedLink: 'magic-link' }],
    },
    success: { text: 'Hallo Anna Schmidt' },
  }),
  newsletterUnsubscribe: flow({
    call: 'newsletter DELETE /subscription/:id',
    success: { text: /Sie haben den Newsletter abbestellt/ },
  }),
  newsletterFrequency: flow({
    call: 'newsletter PUT /subscription/:id',
    success: { text: 'Gerne: Sie erhalten unseren Newsletter ab jetzt nur noch einmal pro Woche.' },
  }),
  resetPassword: flow({
    call: 'customer POST /user/reset-password',
    success: { text: 'Bitte prüfen Sie Ihr Postfach' },
  }),
  setPassword: flow({
    call: 'customer POST /user/set-password',
    screen: {
      path: paths.forgotPassword.getHref(),
      steps: [
        ...stepsOf('customer POST /user/reset-password'),
        { openMailedLink: 'password-reset' },
        ...stepsOf('customer POST /user/set-password'),
      ],
    },
    success: { text: /Ihr neues Passwort ist gespeichert/ },
  }),
  emailConfirmation: flow({
    call: 'customer POST /user/change-email/doi/verify',
    screen: {
      path: paths.changeEmail.getHref(),
      steps: [...stepsOf('customer POST /user/change-email'), { openMailedLink: 'email-change' }],
    },
    success: { text: /Vielen Dank! Ihre E-Mail-Adresse ist jetzt/ },
  }),
  marketResearch: flow({
    call: 'customer GET /user/market-research-consent/confirm',
    success: { text: /Vielen Dank/ },
  }),
  followedCreators: flow({
    call: 'socialLiveCommerce GET /users/followed_streamers',
    success: { text: 'Sandra Mohr' },
  }),
  changeEmail: flow({
    call: 'customer POST /user/change-email',
    success: { text: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse' },
  }),
  changePassword: flow({
    call: 'customer POST /user/change-password',
    success: { text: /Ihr neues Passwort ist gespeichert/ },
  }),
  contactSupport: flow({
    call: 'customer POST /user/support-requests',
    success: { text: 'Vielen Dank für Ihre Nachricht' },
  }),
  deleteAccount: flow({
    call: 'customer POST /user/delete-account',
    success: { text: 'Ihr Kundenkonto ist gelöscht' },
  }),
  openInvoices: flow({ call: 'payment GET /invoices/open', success: { text: 'Offener Betrag' } }),
  upsellUnsubscribe: flow({
    call: 'customer POST /user/unsubscribe/upsell',
    success: { text: /Sie haben die Empfehlungen abbestellt/ },
  }),
  productHistory: flow({ call: 'productDispenser GET /products', success: { text: /Kaschmir-Pullover/ } }),
  topDeals: flow({ call: 'recommendation GET /recommendations', success: { text: /Kaschmir-Pullover/ } }),
  addressAdd: flow({
    call: 'customer POST /user/delivery-address/add',
    success: { text: 'Die Adresse wurde gespeichert.' },
  }),
  bankAccount: flow({
    call: 'customer POST /user/banking-details',
    success: { text: 'Ihre Bankverbindung wurde gespeichert.' },
  }),
  paymentPreference: flow({
    call: 'customer PATCH /user/preferred-payment',
    success: { text: 'Derzeit bevorzugt: PayPal' },
  }),
  orderHistory: flow({ call: 'orderHistory GET /orders', success: { role: 'link', name: /Details zur Bestellung/ } }),
  orderDetails: flow({ call: 'orderHistory GET /orders/:id', success: { text: /^Bestellung \d+$/ } }),
  orderCancel: flow({
    call: 'orderService POST /api/shop-orders/:number/cancel',
    success: { text: 'Ihre Bestellung ist storniert' },
  }),
  orderReturn: flow({ call: 'orderHistory POST /orders/return', success: { text: /Ihre Rücksendung ist angemeldet/ } }),
  wishlist: flow({ call: 'basket GET /wishlist', success: { role: 'button', name: 'In den Warenkorb' } }),
  stayLoggedIn: flow({
    call: 'customer PATCH /user/auth/stay-logged-in',
    success: { text: /Bei Ihrer nächsten Anmeldung ist „Angemeldet bleiben“ schon angehakt/ },
  }),
}

describe('request, in progress, success or failed (spec section 4)', () => {
  it('login', { tags: ['spec:4.general.progress.login'] }, () => expectFlowStates(flows.login))
  it('username confirmation', { tags: ['spec:4.general.progress.username-confirmation'] }, () =>
    expectFlowStates(flows.usernameConfirmation),
  )
  it('account creation', { tags: ['spec:4.general.progress.account-creation'] }, () =>
    expectFlowStates(flows.accountCreation),
  )
  it('social login', { tags: ['spec:4.general.progress.social-login'] }, () => expectFlowStates(flows.socialLogin))
  it('magic link: send', { tags: ['spec:4.general.progress.magic-link-send'] }, () =>
    expectFlowStates(flows.magicLinkSend),
  )
  it('magic link: verify', { tags: ['spec:4.general.progress.magic-link-verify'] }, () =>
    expectFlowStates(flows.magicLinkVerify),
  )
  it('newsletter: unsubscribe', { tags: ['spec:4.general.progress.newsletter-unsubscribe'] }, () =>
    expectFlowStates(flows.newsletterUnsubscribe),
  )
  it('newsletter: reduce the frequency', { tags: ['spec:4.general.progress.newsletter-frequency'] }, () =>
    expectFlowStates(flows.newsletterFrequency),
  )
  it('set password', { tags: ['spec:4.general.progress.set-password'] }, () => expectFlowStates(flows.setPassword))
  it('reset password', { tags: ['spec:4.general.progress.reset-password'] }, () =>
    expectFlowStates(flows.resetPassword),
  )
  it('email DOI confirmation', { tags: ['spec:4.general.progress.email-doi-confirmation'] }, () =>
    expectFlowStates(flows.emailConfirmation),
  )
  it('market-research confirmation', { tags: ['spec:4.general.progress.market-research-confirmation'] }, () =>
    expectFlowStates(flows.marketResearch),
  )
  it('followed creators', { tags: ['spec:4.general.progress.followed-creators'] }, () =>
    expectFlowStates(flows.followedCreators),
  )
  it('change email', { tags: ['spec:4.general.progress.change-email'] }, () => expectFlowStates(flows.changeEmail))
  it('change password', { tags: ['spec:4.general.progress.change-password'] }, () =>
    expectFlowStates(flows.changePassword),
  )
  it('contact support', { tags: ['spec:4.general.progress.contact-support'] }, () =>
    expectFlowStates(flows.contactSupport),
  )
  it('delete account', { tags: ['spec:4.general.progress.delete-account'] }, () =>
    expectFlowStates(flows.deleteAccount),
  )
  it('open invoices', { tags: ['spec:4.general.progress.open-invoices'] }, () => expectFlowStates(flows.openInvoices))
  it('upsell unsubscribe', { tags: ['spec:4.general.progress.upsell-unsubscribe'] }, () =>
    expectFlowStates(flows.upsellUnsubscribe),
  )
  it('product history', { tags: ['spec:4.general.progress.product-history'] }, () =>
    expectFlowStates(flows.productHistory),
  )
  it('top deals', { tags: ['spec:4.general.progress.top-deals'] }, () => expectFlowStates(flows.topDeals))
  it('address flows', { tags: ['spec:4.general.progress.address-flows'] }, () => expectFlowStates(flows.addressAdd))
  it('bank account', { tags: ['spec:4.general.progress.bank-account'] }, () => expectFlowStates(flows.bankAccount))
  it('payment preference', { tags: ['spec:4.general.progress.payment-preference'] }, () =>
    expectFlowStates(flows.paymentPreference),
  )
  it('order history', { tags: ['spec:4.general.progress.order-history'] }, () => expectFlowStates(flows.orderHistory))
  it('order details', { tags: ['spec:4.general.progress.order-details'] }, () => expectFlowStates(flows.orderDetails))
  it('order cancellation', { tags: ['spec:4.general.progress.order-cancellation'] }, () =>
    expectFlowStates(flows.orderCancel),
  )
  it('order return', { tags: ['spec:4.general.progress.order-return'] }, () => expectFlowStates(flows.orderReturn))
  it('wishlist', { tags: ['spec:4.general.progress.wishlist'] }, () => expectFlowStates(flows.wishlist))
  it('stay logged in', { tags: ['spec:4.general.progress.stay-logged-in'] }, () => expectFlowStates(flows.stayLoggedIn))
})
