import * as v from 'valibot'

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

const variantSchema = v.object({
  sku: v.string(),
  isSelectedByDefault: v.optional(v.boolean()),
  price: v.object({ value: v.number(), label: v.nullish(v.string()) }),
  dimensions: v.optional(
    v.array(v.object({ type: v.fallback(v.picklist(attributeTypes), 'OTHERS'), value: v.string() })),
    () => [],
  ),
  status: v.nullish(v.string()),
  deliveryTime: v.nullish(v.string()),
})
export type ProductVariant = v.InferOutput<typeof variantSchema>

/** A product of the product dispenser (spec section 3); the wishlist carries the same shape. */
export const productSchema = v.object({
  baseProductNo: v.string(),
  name: v.object({ long: v.string() }),
  brand: v.nullish(v.object({ brandName: v.string() })),
  availability: v.nullish(v.picklist(availabilities)),
  isNew: v.optional(v.boolean()),
  media: v.optional(v.array(v.object({ url: v.string() })), () => []),
  salesdrivers: v.optional(v.array(v.string()), () => []),
  variants: v.pipe(v.array(variantSchema), v.minLength(1)),
})
export type Product = v.InferOutput<typeof productSchema>

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
