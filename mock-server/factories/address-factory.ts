import type { BillingAddress, Customer, DeliveryAddress } from '../db/schemas'
import { nextId } from '../runtime/ids'
import { withTraits, type SeedContext, type Trait } from './seed-context'

type DeliveryAddressDraft = Omit<DeliveryAddress, 'customer'>

export const preferred: Trait<DeliveryAddressDraft> = { isDefault: true }
export const deleted: Trait<DeliveryAddressDraft> = { isDeleted: true }

export function packstation(packstationNumber = '123', dhlPostNumber = '12345678'): Trait<DeliveryAddressDraft> {
  return {
    type: 'DHL_ADDRESS',
    parcelStationKind: 'PACKSTATION',
    street: 'Packstation',
    streetNumber: packstationNumber,
    packstationNumber,
    dhlPostNumber,
    isDhlDeliveryAddressPostNumberValid: true,
  }
}

export function postfiliale(filialeNumber = '512', dhlPostNumber = '987654321'): Trait<DeliveryAddressDraft> {
  return {
    type: 'DHL_ADDRESS',
    parcelStationKind: 'POSTFILIALE',
    street: 'Postfiliale',
    streetNumber: filialeNumber,
    packstationNumber: filialeNumber,
    dhlPostNumber,
    isDhlDeliveryAddressPostNumberValid: true,
  }
}

/** A DHL address whose post number DHL rejected: the app shows it in the warning list. */
export const invalidDhlPostNumber: Trait<DeliveryAddressDraft> = {
  dhlPostNumber: '12345',
  isDhlDeliveryAddressPostNumberValid: false,
}

function personDefaults(context: SeedContext, customer: Customer) {
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

export async function createDeliveryAddress(
  context: SeedContext,
  customer: Customer,
  ...traits: Array<Trait<DeliveryAddressDraft>>
): Promise<DeliveryAddress> {
  const defaults: DeliveryAddressDraft = {
    id: nextId('address'),
    ...personDefaults(context, customer),
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
  const defaults = { id: nextId('billing'), ...personDefaults(context, customer) }
  return context.db.billingAddresses.create({ ...withTraits(defaults, traits), customer })
}

/** A customer's usual setup: billing address and the same place as preferred delivery address. */
export async function createHomeAddresses(context: SeedContext, customer: Customer): Promise<void> {
  const billing = await createBillingAddress(context, customer)
  const { id: _billingId, customer: _owner, ...sameAsBilling } = billing
  await createDeliveryAddress(context, customer, sameAsBilling, preferred)
}
