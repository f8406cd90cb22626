import { toCamelCaseKey, toSnakeCaseKey } from '@/shared/api/case-conversion'

/** A JSON Schema as z.toJSONSchema writes it (draft 2020-12), loosely typed for walking. */
export type JsonSchema = { [keyword: string]: unknown }

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Keywords whose value is one subschema, a list of them, or a map of them (the ones zod writes). */
const subschema = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']
const subschemaLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems']
const subschemaMaps = ['$defs', 'patternProperties', 'dependentSchemas']

/**
 * The schema with every property name as it goes over the wire: the app's zod schemas name keys in
 * camelCase because `apiRequest` converts at the boundary (snake_case out, camelCase in, spec section 7).
 * `checkRoundTrip`: an answer key must come back to the app's name through the client's conversion
 * (`address_line1` → `addressLine1`); a key that would not is a mistake in the app's schema.
 */
export function toWireSchema(schema: JsonSchema, where: string, checkRoundTrip: boolean): JsonSchema {
  const wire: JsonSchema = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$schema') continue
    if (keyword === 'properties' && isSchema(value)) {
      wire.properties = Object.fromEntries(
        Object.entries(value).map(([key, property]) => {
          const wireKey = toSnakeCaseKey(key)
          if (checkRoundTrip && toCamelCaseKey(wireKey) !== key)
            throw new Error(`${where}: the answer key "${key}" comes back as "${toCamelCaseKey(wireKey)}"`)
          return [wireKey, isSchema(property) ? toWireSchema(property, `${where}.${key}`, checkRoundTrip) : property]
        }),
      )
    } else if (keyword === 'required' && Array.isArray(value)) {
      wire.required = value.map((key) => toSnakeCaseKey(String(key)))
    } else if (subschema.includes(keyword) && isSchema(value)) {
      wire[keyword] = toWireSchema(value, where, checkRoundTrip)
    } else if (subschemaLists.includes(keyword) && Array.isArray(value)) {
      wire[keyword] = value.map((item) => (isSchema(item) ? toWireSchema(item, where, checkRoundTrip) : item))
    } else if (subschemaMaps.includes(keyword) && isSchema(value)) {
      wire[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [
          name,
          isSchema(item) ? toWireSchema(item, where, checkRoundTrip) : item,
        ]),
      )
    } else {
      wire[keyword] = value
    }
  }
  return wire
}
