import { answeredOrNoConnection, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/** The withdrawal's call (ours, beyond the spec). */
export const withdrawalCalls: ApiCall[] = [
  {
    service: 'orderService',
    method: 'POST',
    path: '/api/withdrawals',
    // Greta Gast of the guest-order scenario, signed out, withdraws her order within the period
    // (fixtures/guest-orders.ts): step 1 the form, step 2 "Widerruf bestätigen" makes the call. The
    // typed details stay in the summary and in the form behind "Zurück" (the flow tests check that).
    screen: {
      scenario: 'guest-order',
      path: paths.withdrawal.getHref(),
      steps: [
        {
          fill: {
            'Vor- und Nachname': 'Greta Gast',
            Bestellnummer: '700000001',
            'E-Mail-Adresse': 'greta.gast@example.de',
          },
        },
        { click: 'Weiter zur Bestätigung' },
        { click: 'Widerruf bestätigen' },
      ],
      expected: answeredOrNoConnection(),
    },
  },
]
