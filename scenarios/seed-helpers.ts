import type { CustomerFixture } from '../fixtures/customers'
import type { Customer } from '../mock-server/db/schemas'
import { createHomeAddresses } from '../mock-server/factories/address-factory'
import {
  createBankAccount,
  createCatalogue,
  createFollowedStreamers,
  createWishlist,
} from '../mock-server/factories/catalogue-factory'
import { createCustomer, customerFromFixture } from '../mock-server/factories/customer-factory'
import { createInvoice } from '../mock-server/factories/invoice-factory'
import { createOrder, inStatus, placedDaysAgo } from '../mock-server/factories/order-factory'
import type { SeedContext, Trait } from '../mock-server/factories/seed-context'

/** A complete, everyday customer: addresses, bank account, some orders, an open invoice, a wishlist. */
export async function seedEverydayCustomer(
  context: SeedContext,
  fixture: CustomerFixture,
  ...traits: Array<Trait<Customer>>
): Promise<Customer> {
  await createCatalogue(context)
  const customer = await createCustomer(context, customerFromFixture(fixture), ...traits)
  await createHomeAddresses(context, customer)
  await createBankAccount(
    context,
    customer,
    fixture.countryCode === 'AT'
      ? 'AT611904300234573201'
      : fixture.countryCode === 'CH'
        ? 'CH9300762011623852957'
        : 'DE89370400440532013000',
  )
  await createOrder(context, customer, inStatus('processing'), placedDaysAgo(context, 2))
  await createOrder(context, customer, inStatus('dispatched'), placedDaysAgo(context, 6))
  await createOrder(context, customer, inStatus('delivered'), placedDaysAgo(context, 21))
  await createOrder(context, customer, inStatus('returned'), placedDaysAgo(context, 64))
  await createInvoice(context, customer)
  await createWishlist(context, customer, 4)
  await createFollowedStreamers(context, customer, ['Judith Williams', 'Harald Glööckler'])
  return customer
}
