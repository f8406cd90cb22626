import { db } from '../db/db'
import { postalLinesOf } from '../factories/address-factory'
import { findCustomerByUsername } from './customer/customers'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

/** Postcodes the mock's address check knows the town of (the rest it takes as typed). */
const townsByPostcode: Record<string, string> = {
  '10115': 'Berlin',
  '20095': 'Hamburg',
  '50667': 'Köln',
  '60311': 'Frankfurt am Main',
  '80331': 'München',
  '85354': 'Freising',
  '85737': 'Ismaning',
  '1010': 'Wien',
  '8001': 'Zürich',
}

const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key].trim() : '')

/** "Hauptstr. " → "Hauptstraße", "Lange Str." → "Lange Straße": what a real address check corrects. */
function correctStreet(street: string): string {
  return street.replace(/(\p{L})str\.?$/iu, '$1straße').replace(/\bStr\.?$/u, 'Straße')
}

/**
 * The address-check service (spec section 7): answers a list of suggestions, the first being the
 * best. The mock corrects abbreviated street names and the town of a postcode it knows; a street
 * containing "Nirgendwo" is unknown, so it has no suggestion.
 */
export const addressCheckHandlers = [
  // Spec section 7: "GET by username with origin accountLightAccount". The check knows the addresses
  // the shop has seen for an account (a light account's checkout delivery address), preferred first;
  // only the signed-in customer may ask for their own.
  serviceHandler('addressCheck', 'get', '/addresses', { session: 'required' }, ({ url, customer }) => {
    if (url.searchParams.get('origin') !== 'accountLightAccount') return errorResponse(400, 'origin_not_supported')
    if (findCustomerByUsername(url.searchParams.get('username') ?? '')?.id !== customer.id)
      return errorResponse(403, 'not_your_account')
    const known = db.deliveryAddresses
      .findMany((q) => q.where({ customer: { id: customer.id }, isDeleted: false, type: 'POSTAL' }))
      .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
    return jsonResponse(
      known.map((address) => {
        const { salutation: _salutation, additional: _additional, phone: _phone, ...lines } = postalLinesOf(address)
        return lines
      }),
    )
  }),
  serviceHandler('addressCheck', 'post', '/addresses/check', ({ body }) => {
    const street = text(body, 'street')
    if (/nirgendwo/i.test(street)) return jsonResponse([])
    const zipCode = text(body, 'zipCode')
    return jsonResponse([
      {
        firstName: text(body, 'firstName'),
        lastName: text(body, 'lastName'),
        street: correctStreet(street),
        streetNumber: text(body, 'streetNumber'),
        zipCode,
        city: townsByPostcode[zipCode] ?? text(body, 'city'),
        countryCode: text(body, 'countryCode') || 'DE',
      },
    ])
  }),
]
