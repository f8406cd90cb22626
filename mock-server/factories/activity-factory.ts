import { catalogue, skuOf } from '../../fixtures/products'
import type { Customer } from '../db/schemas'
import { nextId } from '../runtime/ids'
import type { SeedContext } from './seed-context'

/** A sold-out and an almost sold-out product of the catalogue (see createCatalogue's availability). */
const soldOutProduct = '433318'
const almostSoldOutProduct = '417650'
/** Recently viewed, newest first; the variant SKUs start with the base product number. */
const recentlyViewed = ['451203', '470088', '461230', '402877', '456001', '409812', '412398', '478905']

/**
 * "My activity" for an everyday customer, added to what the scenario already has: the wishlist gets
 * a sold-out and an almost sold-out item (if it lacks them), the product history and a third creator.
 */
export async function seedMyActivity(context: SeedContext, customer: Customer): Promise<void> {
  const wishlist = context.db.wishlistItems.findMany((q) => q.where({ customer: { id: customer.id } }))
  for (const baseProductNo of [soldOutProduct, almostSoldOutProduct]) {
    const product = catalogue.find((candidate) => candidate.baseProductNo === baseProductNo)
    if (!product || wishlist.some((item) => item.baseProductNo === baseProductNo)) continue
    await context.db.wishlistItems.create({
      id: nextId('wishlist'),
      baseProductNo,
      sku: skuOf(product),
      state: 'active',
      customer,
    })
  }
  await viewedProducts(context, customer, recentlyViewed)
  await context.db.followedStreamers.create({ id: nextId('streamer'), name: 'Sandra Mohr', customer })
}

/** Sets the customer's recently viewed products (by base product number, newest first). */
export async function viewedProducts(context: SeedContext, customer: Customer, baseProductNos: string[]) {
  const skus = baseProductNos.flatMap((baseProductNo) => {
    const product = catalogue.find((candidate) => candidate.baseProductNo === baseProductNo)
    return product ? [skuOf(product)] : []
  })
  await context.db.customers.update((q) => q.where({ id: customer.id }), {
    data(record) {
      record.recentlyViewedSkus = skus
    },
  })
}
