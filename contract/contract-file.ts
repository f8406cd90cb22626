/** The committed contract: the OpenAPI document `npm run contract:generate` writes. */
export const contractFile = 'contract/openapi.json'
