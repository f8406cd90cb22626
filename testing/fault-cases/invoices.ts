import { loadFailedOnEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/** The payment service's calls of the invoices screen (fault matrix, spec section 7). */
export const invoiceCalls: ApiCall[] = [
  {
    service: 'payment',
    method: 'GET',
    path: '/invoices/open',
    screen: {
      scenario: 'overdue-invoices',
      path: paths.openInvoices.getHref(),
      expected: loadFailedOnEveryFault,
    },
  },
]
