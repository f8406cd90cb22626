/**
 * The contract's type for TypeScript, so that it does not infer one from the 280 kB of JSON (that costs
 * the type check a second or two). The mock reads it as an OpenAPI document of unknown content.
 */
declare const document: {
  paths: Record<string, Record<string, unknown>>
  components: { schemas: Record<string, unknown>; responses?: Record<string, unknown> }
  [key: string]: unknown
}
export default document
