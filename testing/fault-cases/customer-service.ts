import { onEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'
import { customerServiceMessages } from '@/features/customer-service/messages'

/** The support form's call (fault matrix, spec section 7). */
export const customerServiceCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'POST',
    path: '/user/support-requests',
    // Behind the contactForm flag; spec section 8: customerSupport.form.genericError for every failure.
    screen: {
      scenario: 'default',
      path: paths.contactForm.getHref(),
      flags: { contactForm: true },
      steps: [
        { fill: { Betreff: 'Rechnung', 'Ihre Nachricht': 'Bitte senden Sie mir die Rechnung nochmal.' } },
        { click: 'Nachricht senden' },
      ],
      expected: onEveryFault(customerServiceMessages.genericError),
    },
  },
]
