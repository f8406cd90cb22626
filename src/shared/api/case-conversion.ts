/** Request keys go out snake_cased and response keys come back camelCased (spec section 7). */
type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

export function toSnakeCaseKey(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toLowerCase()
}

export function toCamelCaseKey(key: string): string {
  return key.replace(/[_-]+([a-zA-Z0-9])/g, (_, char: string) => char.toUpperCase())
}

function convertKeys(value: unknown, convertKey: (key: string) => string): unknown {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convertKey))
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [convertKey(key), convertKeys(item, convertKey)]),
    )
  }
  return value
}

export function snakeCaseKeys<T>(value: T): Json {
  return convertKeys(value, toSnakeCaseKey) as Json
}

export function camelCaseKeys(value: unknown): unknown {
  return convertKeys(value, toCamelCaseKey)
}
