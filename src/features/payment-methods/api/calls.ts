import type { ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'
import { paymentMethodsPageMessages } from '../messages'

/** The payment methods screens' calls (fault matrix, spec section 7). */
export const paymentMethodCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'GET',
    path: '/user/banking-details',
    screen: {
      scenario: 'default',
      path: paths.paymentMethods.getHref(),
      expected: {
        'http-500': paymentMethodsPageMessages.bankLoadFailed,
        'network-error': paymentMethodsPageMessages.bankLoadFailed,
        timeout: paymentMethodsPageMessages.bankLoadFailed,
        'malformed-json': paymentMethodsPageMessages.bankLoadFailed,
      },
    },
  },
  { service: 'customer', method: 'POST', path: '/user/banking-details' },
  { service: 'customer', method: 'DELETE', path: '/user/banking-details' },
  { service: 'payment', method: 'POST', path: '/iban/validation' },
  { service: 'customer', method: 'PATCH', path: '/user/preferred-payment' },
]
