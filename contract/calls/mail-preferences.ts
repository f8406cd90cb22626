import { z } from 'zod'
import {
  confirmMarketResearchConsent,
  marketResearchTokenParameter,
  unsubscribeUpsell,
  upsellUnsubscribeAnswerSchema,
} from '@/features/mail-preferences/api/mail-consents-api'
import {
  cancelNewsletterSubscription,
  reduceNewsletterFrequency,
  subscriptionSchema,
} from '@/features/mail-preferences/api/newsletter-subscription-api'
import {
  confirmStockReminder,
  stockReminderConfirmationSchema,
  stockReminderUnsubscriptionSchema,
  unsubscribeStockReminder,
} from '@/features/mail-preferences/api/stock-reminder-api'
import { mailLinkSubjects } from '@scenarios/mail-links'
import { mailLinkQuery } from '../example-kit'
import type { ErrorAnswer, Operation } from '../operation'
import { badRequest, notRead } from '../operation-kit'

const subscriptionNotFound: ErrorAnswer = {
  status: 404,
  meaning: 'No such subscription: the generic error.',
  cases: [{ code: 'subscription_not_found', meaning: 'Generic error.' }],
}
const stockReminderNotFound: ErrorAnswer = {
  status: 404,
  meaning: 'No such stock reminder: the generic error.',
  cases: [{ code: 'stock_reminder_not_found', meaning: 'Generic error.' }],
}

/** The subscription of the newsletter mail's link (the mock's ids are random). */
const newsletterSubscriptionId = () => mailLinkQuery(mailLinkSubjects.newsletter).get('subscriptionId') ?? ''

/**
 * The calls of pages opened from mails (spec section 7, "Consent and mails", "Newsletter"); nobody
 * needs to be signed in. The stock-reminder calls are ours: the spec shows none.
 */
export const mailPreferenceCalls: Operation[] = [
  {
    operationId: 'confirmMarketResearchConsent',
    service: 'customer',
    method: 'GET',
    path: '/user/market-research-consent/confirm',
    summary: 'The double opt-in of the market-research consent',
    assumed: 'The answer: the spec shows none; only the status counts.',
    session: 'none',
    query: z.object({ [marketResearchTokenParameter]: z.string().describe('The token of the mailed link.') }),
    answer: { status: 200, schema: notRead('Confirmed.'), description: 'Confirmed.' },
    errors: [
      {
        status: 400,
        meaning: 'Spec section 8: 400 means ALREADY_CONFIRMED, which the page shows as done.',
        cases: [{ code: 'ALREADY_CONFIRMED', meaning: 'Confirmed before: the page says so.' }],
      },
      {
        status: 410,
        meaning: 'The link expired: the page says so.',
        cases: [{ code: 'market_research_link_expired', meaning: 'The link expired.' }],
      },
    ],
    example: {
      scenario: 'mail-links',
      run: () =>
        confirmMarketResearchConsent(
          mailLinkQuery(mailLinkSubjects.marketResearchDoubleOptIn).get(marketResearchTokenParameter) ?? '',
        ),
    },
  },
  {
    operationId: 'unsubscribeUpsell',
    service: 'customer',
    method: 'POST',
    path: '/user/unsubscribe/upsell',
    summary: 'No more upsell mails (the three values of the mailed link belong together)',
    session: 'none',
    query: z.object({ customerId: z.string(), email: z.string(), externalOrderId: z.string() }),
    answer: { status: 200, schema: upsellUnsubscribeAnswerSchema, description: 'Unsubscribed; the address is shown.' },
    errors: [
      badRequest({ code: 'missing_parameter', meaning: 'A value is missing: the generic error.' }),
      {
        status: 404,
        meaning: 'The values do not belong together: the generic error.',
        cases: [
          { code: 'customer_not_found', meaning: 'Generic error.' },
          { code: 'order_not_found', meaning: 'Generic error.' },
        ],
      },
    ],
    example: {
      scenario: 'mail-links',
      run: () => {
        const query = mailLinkQuery(mailLinkSubjects.upsell)
        return unsubscribeUpsell({
          customerId: query.get('customer_id') ?? '',
          email: query.get('email') ?? '',
          externalOrderId: query.get('external_order_id') ?? '',
        })
      },
    },
  },
  {
    operationId: 'reduceNewsletterFrequency',
    service: 'newsletter',
    method: 'PUT',
    path: '/subscription/{id}',
    summary: 'The newsletter only once a week from now on',
    assumed: 'The answer beyond id and frequency.',
    session: 'none',
    pathParameters: { id: 'The subscription id of the mailed link (a missing id is an error before any call).' },
    body: z.strictObject({ frequency: z.literal('WEEKLY') }),
    answer: { status: 200, schema: subscriptionSchema, description: 'The subscription, now weekly.' },
    errors: [
      subscriptionNotFound,
      {
        status: 409,
        meaning: 'The subscription is cancelled already: an outcome, not a failure (the page says so).',
        cases: [{ code: 'subscription_cancelled', meaning: 'Unsubscribed before.' }],
      },
    ],
    example: { scenario: 'mail-links', run: () => reduceNewsletterFrequency(newsletterSubscriptionId()) },
  },
  {
    operationId: 'cancelNewsletterSubscription',
    service: 'newsletter',
    method: 'DELETE',
    path: '/subscription/{id}',
    summary: 'No more newsletters',
    description: 'Unsubscribing twice is still unsubscribed: the same answer.',
    session: 'none',
    pathParameters: { id: 'The subscription id of the mailed link.' },
    answer: { status: 204, description: 'Unsubscribed.' },
    errors: [subscriptionNotFound],
    example: { scenario: 'mail-links', run: () => cancelNewsletterSubscription(newsletterSubscriptionId()) },
  },
  {
    operationId: 'confirmStockReminder',
    service: 'newsletter',
    method: 'POST',
    path: '/stock-reminder/confirm-doi',
    summary: 'The double opt-in of a stock reminder',
    description: 'A link opened twice says "already done" (ALREADY_CONFIRMED) instead of failing.',
    assumed:
      'The whole call: the spec shows no stock-reminder calls; ours are on the newsletter service, which sends those mails.',
    session: 'none',
    body: z.strictObject({ token: z.string() }),
    bodyName: 'MailedToken',
    answer: { status: 200, schema: stockReminderConfirmationSchema, description: 'Confirmed (now or before).' },
    errors: [
      stockReminderNotFound,
      {
        status: 410,
        meaning: 'The link expired: the page says so.',
        cases: [{ code: 'stock_reminder_link_expired', meaning: 'The link expired.' }],
      },
    ],
    example: {
      scenario: 'mail-links',
      run: () => confirmStockReminder(mailLinkQuery(mailLinkSubjects.stockReminderDoubleOptIn).get('token') ?? ''),
    },
  },
  {
    operationId: 'unsubscribeStockReminder',
    service: 'newsletter',
    method: 'DELETE',
    path: '/stock-reminder/{id}',
    summary: 'No mail when the product is back',
    assumed: 'The whole call, as for the confirmation.',
    session: 'none',
    pathParameters: { id: 'The stock reminder id of the mailed link.' },
    answer: { status: 200, schema: stockReminderUnsubscriptionSchema, description: 'Unsubscribed (now or before).' },
    errors: [stockReminderNotFound],
    example: {
      scenario: 'mail-links',
      run: () => unsubscribeStockReminder(mailLinkQuery(mailLinkSubjects.stockReminderActive).get('reminderId') ?? ''),
    },
  },
]
