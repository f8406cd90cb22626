import { answeredOrNoConnection, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/** Anna Schmidt's customer id in the mail-links scenario, as its upsell link names her. */
export const annaSchmidtIdInMailLinks = 'customer-3zgAawCuEiJ7xM8dd2KJiQ'

/**
 * The links the mail-links scenario mails to Anna Schmidt (seeded from a fixed seed, the same on every
 * run; fault-matrix.test.tsx checks that each is still a link of that outbox). Their ids and tokens are
 * 128 random bits (mock-server/runtime/unguessable-ids.ts): written out here because nobody could
 * count to them. Stories and tests of these pages open them from here.
 */
export const mailLinksOfScenario = {
  newsletter: paths.newsletterCancelSubscription.getHref('subscription-wINEk6IaKnLKRMqDOcDyCA'),
  stockReminderDoubleOptIn: paths.stockReminderConfirmDoi.getHref('debbd1bcf5579f9cf2db80aa9c41a0d2'),
  stockReminderActive: paths.stockReminderUnsubscribe.getHref('stock-reminder-M4MBjhWuWewLNSwI9PHPvQ'),
  marketResearchDoubleOptIn: paths.researchConfirmation.getHref('14aea2bbd46b64d6fdb4dcffbe6cde16'),
  upsell: paths.unsubscribeUpsell.getHref({
    customerId: annaSchmidtIdInMailLinks,
    email: 'anna.schmidt@example.de',
    externalOrderId: '183501968',
  }),
}

/**
 * A page opened from a mail whose call failed: the connection message when no answer came, the
 * generic error for an error answer or one that cannot be read (spec section 8, RequestErrorAlert).
 */
const requestFailed = answeredOrNoConnection()

/** The calls of pages opened from mails (fault matrix, spec section 7). Nobody is signed in there: no 401/403 cells. */
export const mailPreferenceCalls: ApiCall[] = [
  {
    service: 'customer',
    method: 'GET',
    path: '/user/market-research-consent/confirm',
    // Made as the page opens. Spec section 8: 400 is "already confirmed" (a success, covered by the
    // page's flow tests), anything else the failure; no 400 column in the matrix.
    screen: { scenario: 'mail-links', path: mailLinksOfScenario.marketResearchDoubleOptIn, expected: requestFailed },
  },
  {
    service: 'customer',
    method: 'POST',
    path: '/user/unsubscribe/upsell',
    screen: {
      scenario: 'mail-links',
      path: mailLinksOfScenario.upsell,
      steps: [{ click: 'Abbestellen' }],
      expected: requestFailed,
    },
  },
  {
    service: 'newsletter',
    method: 'PUT',
    path: '/subscription/:id',
    screen: {
      scenario: 'mail-links',
      path: mailLinksOfScenario.newsletter,
      steps: [{ click: 'Nur noch wöchentlich erhalten' }],
      expected: requestFailed,
    },
  },
  {
    service: 'newsletter',
    method: 'DELETE',
    path: '/subscription/:id',
    screen: {
      scenario: 'mail-links',
      path: mailLinksOfScenario.newsletter,
      steps: [{ click: 'Newsletter abbestellen' }],
      expected: requestFailed,
    },
  },
  {
    service: 'newsletter',
    method: 'POST',
    path: '/stock-reminder/confirm-doi',
    // Made as the page opens.
    screen: { scenario: 'mail-links', path: mailLinksOfScenario.stockReminderDoubleOptIn, expected: requestFailed },
  },
  {
    service: 'newsletter',
    method: 'DELETE',
    path: '/stock-reminder/:id',
    screen: {
      scenario: 'mail-links',
      path: mailLinksOfScenario.stockReminderActive,
      steps: [{ click: 'Benachrichtigung abbestellen' }],
      expected: requestFailed,
    },
  },
]
