import * as z from 'zod/mini'

/** Attribute types of a variant (spec section 3); an unknown type is shown as OTHERS. */
export const attributeTypes = [
  'COLOR',
  'SIZE',
  'ALLOY',
  'TASTE',
  'MOTIV',
  'AROMA',
  'AMOUNT',
  'STONE',
  'MATERIAL',
  'OTHERS',
] as const
export type AttributeType = (typeof attributeTypes)[number]

export const availabilities = ['SOLD_OUT', 'ALMOST_SOLD_OUT', 'AVAILABLE'] as const
export type Availability = (typeof availabilities)[number]

/** Product status (spec section 3): one of eight; the app reads SOLDOUT (sold out) and keeps the others as sent. */
export const productStatuses = [
  'SELLABLE',
  'WAITLISTSELLABLE',
  'SOLDOUT',
  'SUBSCRIPTION_SELLABLE',
  'ARCHIVED',
  'UNPREPARED',
  'PREPARED',
  'DISCARDED',
] as const
export type ProductStatus = (typeof productStatuses)[number]

const variantSchema = z.object({
  sku: z.string(),
  isSelectedByDefault: z.optional(z.boolean()),
  price: z.object({ value: z.number(), label: z.nullish(z.string()) }),
  dimensions: z._default(
    z.array(z.object({ type: z.catch(z.enum(attributeTypes), 'OTHERS'), value: z.string() })),
    () => [],
  ),
  // A status the spec does not list is left out rather than failing the whole product.
  status: z.catch(z.nullish(z.enum(productStatuses)), null),
  deliveryTime: z.nullish(z.string()),
})
export type ProductVariant = z.infer<typeof variantSchema>

/** A product of the product dispenser (spec section 3); the wishlist carries the same shape. */
export const productSchema = z.object({
  baseProductNo: z.string(),
  name: z.object({ long: z.string() }),
  brand: z.nullish(z.object({ brandName: z.string() })),
  availability: z.nullish(z.enum(availabilities)),
  isNew: z.optional(z.boolean()),
  media: z._default(z.array(z.object({ url: z.string() })), () => []),
  salesdrivers: z._default(z.array(z.string()), () => []),
  variants: z.array(variantSchema).check(z.minLength(1)),
})
export type Product = z.infer<typeof productSchema>

/** The variant with this SKU, else the one selected by default, else the first. */
export function variantOf(product: Product, sku?: string): ProductVariant {
  const variants = product.variants
  return (
    variants.find((variant) => variant.sku === sku) ??
    variants.find((variant) => variant.isSelectedByDefault) ??
    (variants[0] as ProductVariant)
  )
}

/** The availability the service states, or else the one the variant's status implies. */
export function availabilityOf(product: Product, variant: ProductVariant): Availability {
  if (product.availability) return product.availability
  return variant.status === 'SOLDOUT' ? 'SOLD_OUT' : 'AVAILABLE'
}

/** The first 6 characters of a SKU are its base product number (spec section 7). */
export function baseProductNoOf(sku: string): string {
  return sku.slice(0, 6)
}
