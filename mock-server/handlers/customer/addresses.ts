import { db } from '../../db/db'
import {
  countryCodeSchema,
  salutationSchema,
  type BillingAddress,
  type Customer,
  type DeliveryAddress,
} from '../../db/schemas'
import { nextId } from '../../runtime/ids'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'

/** The most delivery addresses a customer may keep (the spec leaves the number open). */
export const maxDeliveryAddresses = 6

const parcelStationKinds = ['PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION'] as const
type ParcelStationKind = (typeof parcelStationKinds)[number]
const stationStreet: Record<ParcelStationKind, string> = {
  PACKSTATION: 'Packstation',
  POSTFILIALE: 'Postfiliale',
  PAKETSHOP: 'Paketshop',
  POSTSTATION: 'Poststation',
}

const packstationInStreet = /pack\s*-?\s*station/i
const text = (body: Record<string, unknown>, key: string) => (typeof body[key] === 'string' ? body[key].trim() : '')

/**
 * The mock's DHL knows every well-formed post number except those starting with 0: such an address
 * is saved, but marked, so the app lists it with its warning (spec section 4).
 */
const dhlKnowsPostNumber = (postNumber: string) => !postNumber.startsWith('0')

type PersonFields = Omit<BillingAddress, 'id' | 'customer'>
type AddressFields = Omit<DeliveryAddress, 'id' | 'customer' | 'isDefault' | 'isDeleted'>

/** The person and postal fields of a request, or the field the service refuses. */
function readPerson(body: Record<string, unknown>): { fields: PersonFields } | { invalid: string } {
  const fields: PersonFields = {
    salutation: salutationSchema.catch('MS').parse(body.salutation),
    firstName: text(body, 'firstName'),
    lastName: text(body, 'lastName'),
    street: text(body, 'street'),
    streetNumber: text(body, 'streetNumber'),
    additional: text(body, 'additional') || null,
    zipCode: text(body, 'zipCode'),
    city: text(body, 'city'),
    countryCode: countryCodeSchema.catch('DE').parse(body.countryCode),
    phone: text(body, 'phone') || null,
  }
  const missing = (['firstName', 'lastName', 'zipCode', 'city'] as const).find((key) => fields[key] === '')
  if (missing) return { invalid: missing }
  const zipDigits = fields.countryCode === 'DE' ? 5 : 4
  if (!new RegExp(`^\\d{${zipDigits}}$`).test(fields.zipCode)) return { invalid: 'zipCode' }
  return { fields }
}

function readDeliveryAddress(body: Record<string, unknown>): { fields: AddressFields } | Response {
  const person = readPerson(body)
  if ('invalid' in person) return errorResponse(400, 'INVALID_ADDRESS', { field: person.invalid })
  if (body.type === 'DHL_ADDRESS') {
    const kind = parcelStationKinds.find((candidate) => candidate === body.parcelStationKind) ?? 'PACKSTATION'
    const packstationNumber = text(body, 'packstationNumber')
    const dhlPostNumber = text(body, 'dhlPostNumber')
    if (!/^\d{3}$/.test(packstationNumber))
      return errorResponse(400, 'INVALID_PACKSTATION_NUMBER', { field: 'packstationNumber' })
    if (!/^\d{6,10}$/.test(dhlPostNumber))
      return errorResponse(400, 'INVALID_DHL_POST_NUMBER', { field: 'dhlPostNumber' })
    return {
      fields: {
        ...person.fields,
        countryCode: 'DE',
        street: stationStreet[kind],
        streetNumber: packstationNumber,
        type: 'DHL_ADDRESS',
        parcelStationKind: kind,
        packstationNumber,
        dhlPostNumber,
        isDhlDeliveryAddressPostNumberValid: dhlKnowsPostNumber(dhlPostNumber),
      },
    }
  }
  if (!person.fields.street || !person.fields.streetNumber)
    return errorResponse(400, 'INVALID_ADDRESS', { field: person.fields.street ? 'streetNumber' : 'street' })
  // Spec section 5: a Packstation is not a street in this flow.
  if (packstationInStreet.test(person.fields.street))
    return errorResponse(400, 'PACKSTATION_NOT_ALLOWED', { field: 'street' })
  return {
    fields: {
      ...person.fields,
      type: 'POSTAL',
      parcelStationKind: null,
      packstationNumber: null,
      dhlPostNumber: null,
      isDhlDeliveryAddressPostNumberValid: true,
    },
  }
}

const ownedBy = (customer: Customer) => ({ customer: { id: customer.id } })

function deliveryAddressesOf(customer: Customer): DeliveryAddress[] {
  return db.deliveryAddresses.findMany((q) => q.where(ownedBy(customer)))
}

function findOwnAddress(customer: Customer, id: string): DeliveryAddress | undefined {
  return db.deliveryAddresses.findFirst((q) => q.where({ ...ownedBy(customer), id }))
}

function activeCount(customer: Customer): number {
  return deliveryAddressesOf(customer).filter((address) => !address.isDeleted).length
}

export function deliveryAddressView(address: DeliveryAddress) {
  const { customer: _owner, ...fields } = address
  return fields
}

export function billingAddressView(address: BillingAddress) {
  const { customer: _owner, id: _id, ...fields } = address
  return fields
}

/** The address book: delivery addresses (the preferred first), the create flag, and, ours, the billing address. */
function addressListView(customer: Customer) {
  const addresses = deliveryAddressesOf(customer).sort(
    (a, b) => Number(b.isDefault) - Number(a.isDefault) || a.id.localeCompare(b.id),
  )
  const billing = db.billingAddresses.findFirst((q) => q.where(ownedBy(customer)))
  return {
    isCreateAllowed: activeCount(customer) < maxDeliveryAddresses,
    preferredAddressId: addresses.find((address) => address.isDefault && !address.isDeleted)?.id ?? null,
    deliveryAddresses: addresses.map(deliveryAddressView),
    billingAddress: billing ? billingAddressView(billing) : null,
  }
}

async function setDeleted(customer: Customer, id: string, isDeleted: boolean): Promise<Response> {
  const address = findOwnAddress(customer, id)
  if (!address) return errorResponse(404, 'ADDRESS_NOT_FOUND')
  if (!isDeleted && activeCount(customer) >= maxDeliveryAddresses) return errorResponse(409, 'ADDRESS_LIMIT_REACHED')
  const updated = await db.deliveryAddresses.update((q) => q.where({ id }), {
    data(record) {
      record.isDeleted = isDeleted
      if (isDeleted) record.isDefault = false
    },
  })
  return jsonResponse(deliveryAddressView(updated ?? address))
}

function readBilling(body: Record<string, unknown>): { fields: PersonFields } | Response {
  const person = readPerson(body)
  if ('invalid' in person) return errorResponse(400, 'INVALID_ADDRESS', { field: person.invalid })
  if (!person.fields.street || !person.fields.streetNumber)
    return errorResponse(400, 'INVALID_ADDRESS', { field: person.fields.street ? 'streetNumber' : 'street' })
  // Spec section 5: never a Packstation as billing address.
  if (packstationInStreet.test(person.fields.street))
    return errorResponse(400, 'PACKSTATION_NOT_ALLOWED', { field: 'street' })
  return person
}

/** Customer service: the delivery-address family and the billing (invoice) address (spec section 7). */
export const customerAddressHandlers = [
  serviceHandler('customer', 'get', '/user/delivery-address', { session: 'required' }, ({ customer }) =>
    jsonResponse(addressListView(customer)),
  ),

  serviceHandler('customer', 'get', '/user/delivery-address/:id', { session: 'required' }, ({ customer, params }) => {
    const address = findOwnAddress(customer, String(params.id))
    return address && !address.isDeleted
      ? jsonResponse(deliveryAddressView(address))
      : errorResponse(404, 'ADDRESS_NOT_FOUND')
  }),

  // Adds a delivery address.
  serviceHandler(
    'customer',
    'post',
    '/user/delivery-address/add',
    { session: 'required' },
    async ({ customer, body }) => {
      if (activeCount(customer) >= maxDeliveryAddresses) return errorResponse(409, 'ADDRESS_LIMIT_REACHED')
      const read = readDeliveryAddress(body)
      if (read instanceof Response) return read
      const first = activeCount(customer) === 0
      const created = await db.deliveryAddresses.create({
        id: nextId('address'),
        ...read.fields,
        isDefault: first,
        isDeleted: false,
        customer,
      })
      return jsonResponse(deliveryAddressView(created), { status: 201 })
    },
  ),

  // Changes the delivery address with the body's id.
  serviceHandler('customer', 'post', '/user/delivery-address', { session: 'required' }, async ({ customer, body }) => {
    const address = findOwnAddress(customer, text(body, 'id'))
    if (!address || address.isDeleted) return errorResponse(404, 'ADDRESS_NOT_FOUND')
    const read = readDeliveryAddress(body)
    if (read instanceof Response) return read
    const updated = await db.deliveryAddresses.update((q) => q.where({ id: address.id }), {
      data(record) {
        Object.assign(record, read.fields)
      },
    })
    return jsonResponse(deliveryAddressView(updated ?? address))
  }),

  serviceHandler('customer', 'delete', '/user/delivery-address/:id', { session: 'required' }, ({ customer, params }) =>
    setDeleted(customer, String(params.id), true),
  ),

  serviceHandler(
    'customer',
    'patch',
    '/user/delivery-address/:id/restore',
    { session: 'required' },
    ({ customer, params }) => setDeleted(customer, String(params.id), false),
  ),

  serviceHandler(
    'customer',
    'patch',
    '/user/address/:id/set-preferred',
    { session: 'required' },
    async ({ customer, params }) => {
      const address = findOwnAddress(customer, String(params.id))
      if (!address || address.isDeleted) return errorResponse(404, 'ADDRESS_NOT_FOUND')
      for (const other of deliveryAddressesOf(customer)) {
        await db.deliveryAddresses.update((q) => q.where({ id: other.id }), {
          data(record) {
            record.isDefault = record.id === address.id
          },
        })
      }
      return jsonResponse({ preferredAddressId: address.id })
    },
  ),

  // Creates the billing address of a customer who has none (the complete-profile flow).
  serviceHandler('customer', 'post', '/user/invoice-addresses', { session: 'required' }, async ({ customer, body }) => {
    if (db.billingAddresses.findFirst((q) => q.where(ownedBy(customer))))
      return errorResponse(409, 'BILLING_ADDRESS_EXISTS')
    const read = readBilling(body)
    if (read instanceof Response) return read
    const created = await db.billingAddresses.create({ id: nextId('billing'), ...read.fields, customer })
    return jsonResponse(billingAddressView(created), { status: 201 })
  }),

  // Changes the billing address.
  serviceHandler('customer', 'post', '/user/invoice-address', { session: 'required' }, async ({ customer, body }) => {
    const billing = db.billingAddresses.findFirst((q) => q.where(ownedBy(customer)))
    if (!billing) return errorResponse(404, 'BILLING_ADDRESS_NOT_FOUND')
    const read = readBilling(body)
    if (read instanceof Response) return read
    const updated = await db.billingAddresses.update((q) => q.where({ id: billing.id }), {
      data(record) {
        Object.assign(record, read.fields)
      },
    })
    return jsonResponse(billingAddressView(updated ?? billing))
  }),
]
