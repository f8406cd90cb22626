import { toSnakeCaseKey } from '@/shared/api/case-conversion'

/** A JSON Schema as z.toJSONSchema writes it (draft 2020-12), loosely typed for walking. */
export type JsonSchema = { [keyword: string]: unknown }

const isSchema = (value: unknown): value is JsonSchema =>
  value !== null && typeof value === 'object' && !Array.isArray(value)

/** Keywords whose value is one subschema, a list of them, or a map of them (the ones zod writes). */
const subschema = ['items', 'additionalProperties', 'not', 'contains', 'propertyNames', 'if', 'then', 'else']
const subschemaLists = ['anyOf', 'oneOf', 'allOf', 'prefixItems']
const subschemaMaps = ['$defs', 'patternProperties', 'dependentSchemas']

/**
 * A request's schema with every property name as it goes over the wire: the app's zod schemas name keys in
 * camelCase, and `apiRequest` snake_cases what it sends (spec section 7; answers come back camelCased).
 */
export function toWireSchema(schema: JsonSchema): JsonSchema {
  const wire: JsonSchema = {}
  for (const [keyword, value] of Object.entries(schema)) {
    if (keyword === '$schema') continue
    if (keyword === 'properties' && isSchema(value)) {
      wire.properties = Object.fromEntries(
        Object.entries(value).map(([key, property]) => {
          return [toSnakeCaseKey(key), isSchema(property) ? toWireSchema(property) : property]
        }),
      )
    } else if (keyword === 'required' && Array.isArray(value)) {
      wire.required = value.map((key) => toSnakeCaseKey(String(key)))
    } else if (subschema.includes(keyword) && isSchema(value)) {
      wire[keyword] = toWireSchema(value)
    } else if (subschemaLists.includes(keyword) && Array.isArray(value)) {
      wire[keyword] = value.map((item) => (isSchema(item) ? toWireSchema(item) : item))
    } else if (subschemaMaps.includes(keyword) && isSchema(value)) {
      wire[keyword] = Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, isSchema(item) ? toWireSchema(item) : item]),
      )
    } else {
      wire[keyword] = value
    }
  }
  return wire
}
