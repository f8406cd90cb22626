import { answeredOrNoConnection, onEveryFault, type ApiCall, type UserStep } from './call-registry'
import { paths } from '@/shared/config/paths'
import { paymentMethodsPageMessages } from '@/features/payment-methods/messages'

/** New bank details typed on the edit page (default scenario): the IBAN is verified as it is complete, then saved. */
const typeBankDetails: UserStep[] = [
  { fill: { Kontoinhaber: 'Peter Müller', IBAN: 'DE89 3704 0044 0532 0130 00' } },
  { click: 'Bankverbindung speichern' },
]

/** A failed save says it at the form: the generic error, the connection message when no answer came. */
const saveFailed = answeredOrNoConnection()

/** Saving new bank details, which verifies the IBAN first: either call failing says the save failed. */
const saveBankDetails = {
  scenario: 'default',
  path: paths.editBankDetails.getHref(),
  steps: typeBankDetails,
  expected: saveFailed,
}

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
  {
    service: 'customer',
    method: 'POST',
    path: '/user/banking-details',
    screen: saveBankDetails,
  },
  {
    service: 'customer',
    method: 'DELETE',
    path: '/user/banking-details',
    // Spec section 8: "delete bank account failed", in the question's dialog, which stays open.
    screen: {
      scenario: 'default',
      path: paths.paymentMethods.getHref(),
      steps: [
        { click: 'Bankverbindung löschen' },
        { dialog: 'Bankverbindung wirklich löschen?' },
        { click: 'Ja, löschen' },
      ],
      expected: onEveryFault(paymentMethodsPageMessages.bankDeleteFailed),
    },
  },
  {
    service: 'payment',
    method: 'POST',
    path: '/iban/validation',
    // The verification that failed to answer shows nothing while typing (only a refusal, 4xx, is
    // "IBAN invalid" at the field); saving needs its answer and says the save failed.
    screen: saveBankDetails,
  },
  {
    service: 'customer',
    method: 'PATCH',
    path: '/user/preferred-payment',
    screen: {
      scenario: 'default',
      path: paths.paymentMethods.getHref(),
      steps: [{ check: 'PayPal' }, { click: 'Als bevorzugt speichern' }],
      expected: saveFailed,
    },
  },
]
