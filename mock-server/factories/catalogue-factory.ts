import { catalogue, skuOf } from '../../fixtures/products'
import type { Customer } from '../db/schemas'
import { bankOf } from '../runtime/bank-directory'
import { nextId } from '../runtime/ids'
import type { SeedContext } from './seed-context'
import { pictureUrlOf } from '../runtime/picture-urls'

export async function createCatalogue(context: SeedContext): Promise<void> {
  for (const [index, product] of catalogue.entries()) {
    await context.db.products.create({
      baseProductNo: product.baseProductNo,
      name: product.name,
      brandName: product.brandName,
      price: context.currency === 'CHF' ? Math.round(product.price * 105) / 100 : product.price,
      currency: context.currency,
      sku: skuOf(product),
      imageUrl: pictureUrlOf(product.baseProductNo),
      availability: index % 7 === 3 ? 'ALMOST_SOLD_OUT' : index % 11 === 5 ? 'SOLD_OUT' : 'AVAILABLE',
      status: index % 11 === 5 ? 'SOLDOUT' : 'SELLABLE',
      isNew: index % 5 === 0,
    })
  }
}

export async function createWishlist(context: SeedContext, customer: Customer, count: number): Promise<void> {
  for (const product of context.faker.helpers.arrayElements(catalogue, count)) {
    await context.db.wishlistItems.create({
      id: nextId('wishlist'),
      baseProductNo: product.baseProductNo,
      sku: skuOf(product),
      state: 'active',
      customer,
    })
  }
}

export async function createBankAccount(
  context: SeedContext,
  customer: Customer,
  iban = 'DE89370400440532013000',
): Promise<void> {
  await context.db.bankAccounts.create({
    id: nextId('bank'),
    accountHolder: `${customer.firstName} ${customer.lastName}`,
    iban,
    bankName: bankOf(iban)?.bankName ?? 'Musterbank',
    customer,
  })
}

export async function createFollowedStreamers(
  context: SeedContext,
  customer: Customer,
  names: string[],
): Promise<void> {
  for (const name of names) await context.db.followedStreamers.create({ id: nextId('streamer'), name, customer })
}
