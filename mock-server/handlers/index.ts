import { customerSessionHandlers } from './customer-session'
import { customerPasswordHandlers } from './customer-passwords'
import { loggingHandlers } from './logging'
import { orderHandlers, productImageHandlers } from './orders'
import { unleashHandlers } from './unleash'

/** Every backend service's handlers; the browser worker, Vitest, Storybook and the standalone server use this list. */
export const handlers = [
  ...customerSessionHandlers,
  ...customerPasswordHandlers,
  ...orderHandlers,
  ...productImageHandlers,
  ...unleashHandlers,
  ...loggingHandlers,
]
