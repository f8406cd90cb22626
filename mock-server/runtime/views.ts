import { db } from '../db/db'
import type { Customer } from '../db/schemas'

/** The social login the account was registered with (spec section 3 "Logged-in user"), if any. */
export function registeredSocialLogin(customer: Customer) {
  return customer.socialLoginProviders[0] ?? null
}

/** Shapes the backend answers with, built from db records. */
export function loggedInUserView(customer: Customer) {
  return {
    state: 'LOGGED_IN',
    firstName: customer.firstName,
    lastName: customer.lastName,
    customerNumber: customer.customerNumber,
    crossDeviceTracking: customer.crossDeviceTracking,
    username: customer.email,
    isHelloUser: customer.isHelloUser,
    customerId: customer.id,
    customerClass: customer.customerClass,
    email: customer.email,
    emailHash: simpleHash(customer.email),
    encryptedEmail: btoa(customer.email.split('').reverse().join('')),
    isLightUser: customer.accountKind === 'light',
    hasPassword: customer.passwordHash !== null,
    socialLoginProvider: registeredSocialLogin(customer),
  }
}

export function personalDetailsView(customer: Customer) {
  const ownedBy = { customer: { id: customer.id } }
  const deliveryAddress =
    db.deliveryAddresses.findFirst((q) => q.where({ ...ownedBy, isDefault: true, isDeleted: false })) ?? null
  const billingAddress = db.billingAddresses.findFirst((q) => q.where(ownedBy)) ?? null
  const orders = db.orders.findMany((q) => q.where(ownedBy))
  const { customer: _owner, ...deliveryAddressFields } = deliveryAddress ?? { customer: undefined }
  return {
    customerNumber: customer.customerNumber,
    email: customer.email,
    careOf: customer.careOf,
    countryCode: customer.countryCode,
    phoneNumber: customer.phoneNumber,
    dateOfBirth: customer.dateOfBirth,
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    preferredPaymentMethod: customer.preferredPaymentMethod,
    totalOrders: orders.length,
    totalReturnedOrders: orders.filter((order) => order.status === 'returned' || order.status === 'partiallyReturned')
      .length,
    deliveryAddress: deliveryAddress ? deliveryAddressFields : null,
    billingAddressId: billingAddress?.id ?? null,
  }
}

/** Stable, non-cryptographic: only to give the mock a plausible emailHash. */
function simpleHash(text: string): string {
  let hash = 5381
  for (const char of text) hash = ((hash << 5) + hash + char.charCodeAt(0)) >>> 0
  return hash.toString(16).padStart(8, '0')
}
