/**
 * `npm run contract:generate`: writes contract/openapi.json from the call list and the app's zod
 * schemas (contract/calls/), with the mock's answers as examples. Never edit the document by hand.
 */
import { writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { generateDocument } from './generate-document'
import { contractFile } from './contract-file'

const document = await generateDocument()
const text = await format(JSON.stringify(document), { ...(await resolveConfig(contractFile)), filepath: contractFile })
writeFileSync(contractFile, text)
const operations = Object.values(document.paths as Record<string, Record<string, { 'x-assumed'?: boolean }>>).flatMap(
  (pathItem) => Object.entries(pathItem).filter(([method]) => method !== 'servers'),
)
const assumed = operations.filter(([, operation]) => operation['x-assumed']).length
console.log(`${contractFile}: ${operations.length} operations (${assumed} with assumptions the spec does not show)`)
