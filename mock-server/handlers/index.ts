import { customerSessionHandlers } from './customer-session'
import { loggingHandlers } from './logging'
import { orderHandlers, productImageHandlers } from './orders'
import { unleashHandlers } from './unleash'

/** Every backend service's handlers; the browser worker, Vitest, Storybook and the standalone server use this list. */
export const handlers = [
  ...customerSessionHandlers,
  ...orderHandlers,
  ...productImageHandlers,
  ...unleashHandlers,
  ...loggingHandlers,
]
