import type { BillingAddress, Customer, DeliveryAddress } from '../db/schemas'
import { nextId } from '../runtime/ids'
import { withTraits, type SeedContext, type Trait } from './seed-context'

type DeliveryAddressDraft = Omit<DeliveryAddress, 'customer'>

export const preferred: Trait<DeliveryAddressDraft> = { isDefault: true }
export const deleted: Trait<DeliveryAddressDraft> = { isDeleted: true }

function parcelStation(
  parcelStationKind: 'PACKSTATION' | 'POSTFILIALE',
  stationNumber: string,
  dhlPostNumber: string,
): Trait<DeliveryAddressDraft> {
  return {
    type: 'DHL_ADDRESS',
    parcelStationKind,
    street: parcelStationKind === 'PACKSTATION' ? 'Packstation' : 'Postfiliale',
    streetNumber: stationNumber,
    packstationNumber: stationNumber,
    dhlPostNumber,
    isDhlDeliveryAddressPostNumberValid: true,
  }
}

export function packstation(packstationNumber = '123', dhlPostNumber = '12345678'): Trait<DeliveryAddressDraft> {
  return parcelStation('PACKSTATION', packstationNumber, dhlPostNumber)
}

export function postfiliale(filialeNumber = '512', dhlPostNumber = '987654321'): Trait<DeliveryAddressDraft> {
  return parcelStation('POSTFILIALE', filialeNumber, dhlPostNumber)
}

/** A DHL address whose post number DHL rejected: the app shows it in the warning list. */
export const invalidDhlPostNumber: Trait<DeliveryAddressDraft> = {
  dhlPostNumber: '12345',
  isDhlDeliveryAddressPostNumberValid: false,
}

/** A made-up postal address in the customer's name, with a zip code of their country's length. */
export function postalAddressOf(
  context: SeedContext,
  customer: Pick<Customer, 'salutation' | 'firstName' | 'lastName' | 'countryCode'>,
) {
  const { faker } = context
  return {
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    street: faker.location.street(),
    streetNumber: faker.location.buildingNumber(),
    additional: null,
    zipCode: customer.countryCode === 'DE' ? faker.location.zipCode('#####') : faker.location.zipCode('####'),
    city: faker.location.city(),
    countryCode: customer.countryCode,
    phone: null,
  }
}

/** The name and postal lines of a delivery address (what an order is shipped to), without its book-keeping. */
export function postalLinesOf(address: DeliveryAddress) {
  const {
    customer: _owner,
    id: _id,
    isDefault: _default,
    isDeleted: _deleted,
    type: _type,
    parcelStationKind: _kind,
    packstationNumber: _station,
    dhlPostNumber: _post,
    isDhlDeliveryAddressPostNumberValid: _valid,
    ...postalLines
  } = address
  return postalLines
}

export async function createDeliveryAddress(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<DeliveryAddressDraft>>
): Promise<DeliveryAddress> {
  const defaults: DeliveryAddressDraft = {
    id: nextId('address'),
    ...postalAddressOf(context, customer),
    type: 'POSTAL',
    parcelStationKind: null,
    packstationNumber: null,
    dhlPostNumber: null,
    isDhlDeliveryAddressPostNumberValid: true,
    isDefault: false,
    isDeleted: false,
  }
  return context.db.deliveryAddresses.create({ ...withTraits(defaults, traits), customer })
}

export async function createBillingAddress(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<Omit<BillingAddress, 'customer'>>>
): Promise<BillingAddress> {
  const defaults = { id: nextId('billing'), ...postalAddressOf(context, customer) }
  return context.db.billingAddresses.create({ ...withTraits(defaults, traits), customer })
}

/** A customer's usual setup: billing address and the same place as preferred delivery address. */
export async function createHomeAddresses(context: SeedContext, customer: Customer): Promise<void> {
  const billing = await createBillingAddress(context, customer)
  const { id: _billingId, customer: _owner, ...sameAsBilling } = billing
  await createDeliveryAddress(context, customer, sameAsBilling, preferred)
}
