import type { CustomerFixture } from '../../fixtures/customers'
import type { Customer } from '../db/schemas'
import { unguessableId } from '../runtime/unguessable-ids'
import { hashPassword } from '../runtime/passwords'
import { withTraits, type SeedContext, type Trait } from './seed-context'

/** A customer trait, with the password as typed: `createCustomer` stores only its hash. */
export type CustomerTrait = Trait<Customer> & { password?: string | null }

export function customerFromFixture(fixture: CustomerFixture): CustomerTrait {
  return {
    customerNumber: fixture.customerNumber,
    email: fixture.email,
    password: fixture.password,
    firstName: fixture.firstName,
    lastName: fixture.lastName,
    salutation: fixture.salutation,
    countryCode: fixture.countryCode,
    dateOfBirth: fixture.dateOfBirth,
    accountKind: fixture.accountKind ?? 'full',
    socialLoginProviders: fixture.socialLoginProviders ?? [],
    verificationStatus: fixture.verificationStatus ?? 'VERIFIED',
  }
}

export const staysLoggedIn: Trait<Customer> = { stayLoggedIn: true }

export async function createCustomer(context: SeedContext, ...traits: CustomerTrait[]): Promise<Customer> {
  const { faker } = context
  const sex = faker.person.sexType()
  const firstName = faker.person.firstName(sex)
  const lastName = faker.person.lastName()
  const defaults: Customer = {
    // The upsell mail's link names the customer by id: not one to count to.
    id: unguessableId('customer', context.randomBytes),
    customerNumber: faker.string.numeric({ length: 8, allowLeadingZeros: false }),
    email: faker.internet.email({ firstName, lastName, provider: 'example.de' }).toLowerCase(),
    passwordHash: null,
    accountKind: 'full',
    socialLoginProviders: [],
    salutation: sex === 'female' ? 'MS' : 'MR',
    firstName,
    lastName,
    dateOfBirth: faker.date.birthdate({ mode: 'age', min: 25, max: 85 }).toISOString().slice(0, 10),
    phoneNumber: '+49 30 1234567',
    careOf: null,
    countryCode: 'DE',
    customerClass: 'REGULAR',
    isHelloUser: false,
    crossDeviceTracking: true,
    preferredPaymentMethod: 'INVOICE',
    stayLoggedIn: false,
    newsletterConsent: false,
    createdAt: faker.date.past({ years: 6 }).toISOString(),
    verificationStatus: 'VERIFIED',
    recentlyViewedSkus: [],
  }
  const { password = 'Passwort2026!', ...customer } = withTraits<Customer & { password?: string | null }>(
    defaults,
    traits,
  )
  // Salted with the id, so a scenario seeds the same bytes every time.
  customer.passwordHash = password === null ? null : await hashPassword(password, customer.id)
  return context.db.customers.create(customer)
}
