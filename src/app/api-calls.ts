import type { ApiCall } from '@/shared/api/call-registry'
import { sessionCalls } from '@/shared/session/calls'
import { authCalls } from '@/features/auth/api/calls'
import { invoiceCalls } from '@/features/invoices/api/calls'
import { mailPreferenceCalls } from '@/features/mail-preferences/api/calls'
import { orderCalls } from '@/features/orders/api/calls'
import { addressCalls } from '@/features/addresses/api/calls'
import { paymentMethodCalls } from '@/features/payment-methods/api/calls'
import { accountSettingsCalls } from '@/features/account-settings/api/calls'
import { withdrawalCalls } from '@/features/withdrawal/api/calls'
import { wishlistCalls } from '@/features/wishlist/api/calls'
import { followedCreatorCalls } from '@/features/followed-creators/api/calls'
import { productHistoryCalls } from '@/features/product-history/api/calls'
import { customerServiceCalls } from '@/features/customer-service/api/calls'

/**
 * Every call the app makes, one row each, collected from the features' `api/calls.ts` (a new
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
