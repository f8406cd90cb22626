import { customerSessionHandlers } from './customer-session'
import { customerPasswordHandlers } from './customer-passwords'
import { customerAccountHandlers } from './customer-accounts'
import { customerLightUserHandlers } from './customer-light-users'
import { customerMagicLinkHandlers } from './customer-magic-link'
import { customerSocialLoginHandlers } from './customer-social-login'
import { customerVerificationHandlers } from './customer-verification'
import { customerMailConsentHandlers } from './customer-mail-consents'
import { loggingHandlers } from './logging'
import { newsletterHandlers } from './newsletter'
import { orderHandlers, productImageHandlers } from './orders'
import { unleashHandlers } from './unleash'

/** Every backend service's handlers; the browser worker, Vitest, Storybook and the standalone server use this list. */
export const handlers = [
  ...customerSessionHandlers,
  ...customerPasswordHandlers,
  ...customerAccountHandlers,
  ...customerLightUserHandlers,
  ...customerMagicLinkHandlers,
  ...customerSocialLoginHandlers,
  ...customerVerificationHandlers,
  ...customerMailConsentHandlers,
  ...orderHandlers,
  ...newsletterHandlers,
  ...productImageHandlers,
  ...unleashHandlers,
  ...loggingHandlers,
]
