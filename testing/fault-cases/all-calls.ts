import type { ApiCall } from './call-registry'
import { sessionCalls } from './session'
import { authCalls } from './auth'
import { invoiceCalls } from './invoices'
import { mailPreferenceCalls } from './mail-preferences'
import { orderCalls } from './orders'
import { addressCalls } from './addresses'
import { paymentMethodCalls } from './payment-methods'
import { accountSettingsCalls } from './account-settings'
import { withdrawalCalls } from './withdrawal'
import { wishlistCalls } from './wishlist'
import { followedCreatorCalls } from './followed-creators'
import { productHistoryCalls } from './product-history'
import { customerServiceCalls } from './customer-service'

/**
 * Every call the app makes, one row each, collected from the areas' files beside this one (a new
 * feature appends its list here). The fault matrix test and `npm run report:faults` read it.
 */
export const apiCalls: ApiCall[] = [
  ...sessionCalls,
  ...authCalls,
  ...orderCalls,
  ...invoiceCalls,
  ...mailPreferenceCalls,
  ...addressCalls,
  ...paymentMethodCalls,
  ...accountSettingsCalls,
  ...withdrawalCalls,
  ...wishlistCalls,
  ...followedCreatorCalls,
  ...productHistoryCalls,
  ...customerServiceCalls,
]
