import { addressCheckHandlers } from './address-check'
import { customerHandlers } from './customer'
import { loggingHandlers } from './logging'
import { newsletterHandlers } from './newsletter'
import { orderHistoryHandlers } from './order-history'
import { orderServiceHandlers } from './order-service'
import { withdrawalHandlers } from './order-service-withdrawals'
import { paymentHandlers } from './payment'
import { productDispenserHandlers } from './product-dispenser'
import { unleashHandlers } from './unleash'
import { malformedPathGuard } from './with-service'
import { basketHandlers } from './basket'
import { recommendationHandlers } from './recommendation'
import { socialLiveCommerceHandlers } from './social-live-commerce'

/**
 * Every backend service's handlers, one module per service of spec section 7 (plus the flag
 * service); the browser harness, Vitest, Storybook and the standalone server use this list.
 */
export const handlers = [
  malformedPathGuard,
  ...customerHandlers,
  ...orderHistoryHandlers,
  ...orderServiceHandlers,
  ...withdrawalHandlers,
  ...paymentHandlers,
  ...productDispenserHandlers,
  ...newsletterHandlers,
  ...unleashHandlers,
  ...loggingHandlers,
  ...addressCheckHandlers,
  ...basketHandlers,
  ...socialLiveCommerceHandlers,
  ...recommendationHandlers,
]
