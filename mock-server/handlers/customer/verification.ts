import { db } from '../../db/db'
import type { Customer } from '../../db/schemas'
import { mailTokenLink } from '../../runtime/tokens'
import { errorResponse, jsonResponse, serviceHandler, usernameOfBody } from '../with-service'
import { findCustomerByUsername } from './customers'
import { paths } from '../../../src/shared/config/paths'

/** Activation links are valid for a day, like the registration confirmation (spec section 9). */
const activationLinkValidityMs = 24 * 60 * 60 * 1000

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const compact = (value: string) => value.replace(/\s+/g, '').toLowerCase()

/** "Fritz-Erler-Str." and "fritz-erler-straße" are the same street. */
function normalizeStreet(value: string): string {
  return value
    .toLowerCase()
    .replace(/str(\.|asse)?(?=[\s-]|$)/g, 'straße')
    .replace(/[\s-]+/g, ' ')
    .trim()
}

function ownsOrder(customer: Customer, orderNumber: string): boolean {
  return (
    db.orders.findFirst((q) => q.where({ customer: { id: customer.id }, number: compact(orderNumber) })) !== undefined
  )
}

function livesAt(customer: Customer, address: { zipCode: string; street: string; streetNumber: string }): boolean {
  const known = [
    ...db.billingAddresses.findMany((q) => q.where({ customer: { id: customer.id } })),
    ...db.deliveryAddresses.findMany((q) => q.where({ customer: { id: customer.id }, isDeleted: false })),
  ]
  return known.some(
    (candidate) =>
      compact(candidate.zipCode) === compact(address.zipCode) &&
      normalizeStreet(candidate.street) === normalizeStreet(address.street) &&
      compact(candidate.streetNumber) === compact(address.streetNumber),
  )
}

/** Does the step's proof (order number, customer number or address) belong to the customer? */
function proofMatches(customer: Customer, body: Record<string, unknown>): boolean | 'unknown-method' {
  switch (body.verificationMethod) {
    case 'ORDER_NUMBER':
      return ownsOrder(customer, text(body.orderNumber))
    case 'CUSTOMER_NUMBER':
      return compact(text(body.customerNumber)).replace(/^0+/, '') === customer.customerNumber
    case 'ADDRESS':
      return livesAt(customer, {
        zipCode: text(body.zipCode),
        street: text(body.street),
        streetNumber: text(body.streetNumber),
      })
    default:
      return 'unknown-method'
  }
}

export const customerVerificationHandlers = [
  serviceHandler(
    'customer',
    'post',
    '/customers/verify',
    // Every attempt counts: a wrong answer is a 200 NOT_VERIFIED.
    { throttle: { group: 'verify', account: usernameOfBody, counts: 'every-call' } },
    async ({ body }) => {
      const username = text(body.username)
      if (!username) return errorResponse(400, 'username_missing')
      const customer = findCustomerByUsername(username)
      if (!customer) return errorResponse(404, 'customer_not_found')
      const proof = proofMatches(customer, body)
      if (proof === 'unknown-method') return errorResponse(400, 'invalid_verification_method')
      const verified =
        proof && customer.dateOfBirth !== null && text(body.dateOfBirth) === customer.dateOfBirth
          ? customer.verificationStatus === 'VERIFIED'
          : false
      if (!verified) return jsonResponse({ status: 'NOT_VERIFIED' })
      await mailTokenLink(customer, {
        type: 'account-activation',
        validForMs: activationLinkValidityMs,
        href: paths.setPassword.getHref,
        mail: {
          kind: 'account-activation',
          subject: 'Legen Sie Ihr Passwort für Mein Konto fest',
          body: `Guten Tag ${customer.firstName} ${customer.lastName}, Ihr Kundenkonto ist bestätigt. Über diesen Link legen Sie Ihr Passwort fest. Er gilt 24 Stunden.`,
        },
      })
      return jsonResponse({ status: 'VERIFIED' })
    },
  ),
]
