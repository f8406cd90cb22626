import { describe, expect, it } from 'vitest'
import document from '../../../contract/openapi.json'
import { productSchema as mockProductSchema } from '../../../mock-server/db/schemas'
import { productSchema } from './product-schema'

/** Spec section 3, "Product status", as written there. */
const specProductStatuses = [
  'SELLABLE',
  'WAITLISTSELLABLE',
  'SOLDOUT',
  'SUBSCRIPTION_SELLABLE',
  'ARCHIVED',
  'UNPREPARED',
  'PREPARED',
  'DISCARDED',
]

const productWithStatus = (status: unknown) => ({
  baseProductNo: '417650',
  name: { long: 'Ring' },
  variants: [{ sku: '417650001', price: { value: 79.9 }, status }],
})

/** Every `status` property of the document's schemas beside a variant's `sku` and `deliveryTime`. */
function variantStatusSchemas(node: unknown): unknown[] {
  if (!node || typeof node !== 'object') return []
  const properties = (node as { properties?: Record<string, unknown> }).properties
  const own = properties && 'sku' in properties && 'deliveryTime' in properties ? [properties.status] : []
  return [...own, ...Object.values(node).flatMap(variantStatusSchemas)]
}

describe('product status (spec section 3)', { tags: ['spec:3.values.product-statuses'] }, () => {
  it("is one of the spec's eight in the app's schema: each kept, another left out", () => {
    for (const status of specProductStatuses)
      expect(productSchema.parse(productWithStatus(status)).variants[0]?.status).toBe(status)
    expect(productSchema.parse(productWithStatus('SOMETHING_ELSE')).variants[0]?.status).toBeNull()
  })

  it("is the spec's eight in the mock's products and in the contract", () => {
    expect(mockProductSchema.shape.status.options).toEqual(specProductStatuses)
    const documented = variantStatusSchemas(document)
    expect(documented.length).toBeGreaterThan(0)
    for (const schema of documented) expect(JSON.stringify(schema)).toContain(JSON.stringify(specProductStatuses))
  })
})
