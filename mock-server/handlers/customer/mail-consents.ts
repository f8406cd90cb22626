import { mockNowIso } from '../../runtime/clock'
import { db } from '../../db/db'
import { nextId } from '../../runtime/ids'
import { checkToken, markTokenUsed } from '../../runtime/tokens'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'

/** The customer service's answers to links in mails (spec section 7, "Consent and mails"); no session needed. */

const text = (value: string | null) => (value ?? '').trim()

export const customerMailConsentHandlers = [
  serviceHandler('customer', 'get', '/user/market-research-consent/confirm', async ({ url }) => {
    const token = text(url.searchParams.get('market-research-doi-token'))
    if (!token) return errorResponse(422, 'token_missing')
    const check = checkToken(token, ['market-research'])
    const record = check.status === 'unknown' ? undefined : db.tokens.findFirst((q) => q.where({ token }))
    const { consentId } = JSON.parse(record?.payload ?? '{}') as { consentId?: string }
    const consent = consentId ? db.marketResearchConsents.findFirst((q) => q.where({ id: consentId })) : undefined
    if (!consent) return errorResponse(404, 'market_research_consent_not_found')
    // Spec section 8: 400 means the consent was confirmed before.
    if (consent.status === 'confirmed') return errorResponse(400, 'ALREADY_CONFIRMED')
    if (check.status !== 'redeemable') return errorResponse(410, 'market_research_link_expired')
    await markTokenUsed(token)
    await db.marketResearchConsents.update((q) => q.where({ id: consent.id }), {
      data(confirmed) {
        confirmed.status = 'confirmed'
        confirmed.confirmedAt = mockNowIso()
      },
    })
    return jsonResponse({ status: 'CONFIRMED' })
  }),

  serviceHandler('customer', 'post', '/user/unsubscribe/upsell', async ({ url }) => {
    const customerId = text(url.searchParams.get('customer_id'))
    const email = text(url.searchParams.get('email')).toLowerCase()
    const externalOrderId = text(url.searchParams.get('external_order_id'))
    if (!customerId || !email || !externalOrderId) return errorResponse(400, 'missing_parameter')
    const customer = db.customers.findFirst((q) => q.where({ id: customerId }))
    // The three values must belong together, so a guessed link unsubscribes nobody.
    if (!customer || customer.email.toLowerCase() !== email) return errorResponse(404, 'customer_not_found')
    const order = db.orders.findFirst((q) => q.where({ customer: { id: customer.id }, number: externalOrderId }))
    if (!order) return errorResponse(404, 'order_not_found')
    const known = db.upsellUnsubscriptions.findFirst((q) => q.where({ customer: { id: customer.id } }))
    if (!known)
      await db.upsellUnsubscriptions.create({
        id: nextId('upsell-unsubscription'),
        email: customer.email,
        externalOrderId,
        unsubscribedAt: mockNowIso(),
        customer,
      })
    return jsonResponse({ email: customer.email })
  }),
]
