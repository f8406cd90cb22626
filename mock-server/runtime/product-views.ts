import { productAttributes } from '../../fixtures/product-attributes'
import { db } from '../db/db'
import type { Product } from '../db/schemas'

const priceFormats = {
  EUR: new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }),
  CHF: new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }),
}

const deliveryTimes: Record<Product['availability'], string | null> = {
  AVAILABLE: 'Lieferung in 2–4 Werktagen',
  ALMOST_SOLD_OUT: 'Lieferung in 2–4 Werktagen',
  SOLD_OUT: null,
}

/**
 * A product as the product dispenser describes it (spec section 3): name.long, brand.brandName,
 * variants with price value and label, dimensions by type, status and delivery time, media,
 * salesdrivers, isNew. The wishlist answers with the same shape.
 */
export function productView(product: Product) {
  return {
    baseProductNo: product.baseProductNo,
    name: { long: product.name },
    brand: { brandName: product.brandName },
    availability: product.availability,
    isNew: product.isNew,
    media: [{ url: product.imageUrl, type: 'IMAGE' }],
    salesdrivers: product.isNew ? ['NEW'] : [],
    variants: [
      {
        sku: product.sku,
        isSelectedByDefault: true,
        price: { value: product.price, label: priceFormats[product.currency].format(product.price) },
        dimensions: productAttributes[product.baseProductNo] ?? [],
        status: product.status,
        deliveryTime: deliveryTimes[product.availability],
      },
    ],
  }
}

export function findProductBySku(sku: string): Product | undefined {
  return db.products.findFirst((q) => q.where({ sku })) ?? findProduct(sku.slice(0, 6))
}

export function findProduct(baseProductNo: string): Product | undefined {
  return db.products.findFirst((q) => q.where({ baseProductNo }))
}
