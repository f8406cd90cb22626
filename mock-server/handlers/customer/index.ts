import { customerAccountHandlers } from './accounts'
import { customerAccountSettingsHandlers } from './account-settings'
import { customerAddressHandlers } from './addresses'
import { customerLightUserHandlers } from './light-users'
import { customerMagicLinkHandlers } from './magic-link'
import { customerMailConsentHandlers } from './mail-consents'
import { customerPasswordHandlers } from './passwords'
import { customerPaymentMethodHandlers } from './payment-methods'
import { customerSessionHandlers } from './session'
import { customerSocialLoginHandlers } from './social-login'
import { customerVerificationHandlers } from './verification'
import { customerSupportRequestHandlers } from './support-requests'

/** Customer service: sign-in, session, passwords, accounts and their verification, consents from mails (spec section 7). */
export const customerHandlers = [
  ...customerSessionHandlers,
  ...customerPasswordHandlers,
  ...customerAccountHandlers,
  ...customerLightUserHandlers,
  ...customerMagicLinkHandlers,
  ...customerSocialLoginHandlers,
  ...customerVerificationHandlers,
  ...customerMailConsentHandlers,
  ...customerPaymentMethodHandlers,
  ...customerAccountSettingsHandlers,
  ...customerAddressHandlers,
  ...customerSupportRequestHandlers,
]
