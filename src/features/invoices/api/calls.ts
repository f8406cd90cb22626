import type { ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'

/** The payment service's calls of the invoices screen (fault matrix, spec section 7). */
export const invoiceCalls: ApiCall[] = [
  {
    service: 'payment',
    method: 'GET',
    path: '/invoices/open',
    screen: {
      scenario: 'overdue-invoices',
      path: paths.openInvoices.getHref(),
      expected: {
        'http-500': commonMessages.loadFailed,
        'network-error': commonMessages.loadFailed,
        timeout: commonMessages.loadFailed,
        'malformed-json': commonMessages.loadFailed,
      },
    },
  },
]
