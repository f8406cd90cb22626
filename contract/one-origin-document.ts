/**
 * The contract as served from one origin, each service under its path there (`/api/customer/…`), as
 * the standalone mock server serves them. Prism routes by path alone and ignores the per-path
 * `servers` of the committed document, so Prism gets this form of it: the same operations and
 * schemas, each path prefixed with its service's relative server URL. Derived, never committed.
 *
 * `npx tsx contract/one-origin-document.ts <out-file>` writes it (the production-build suite's Prism).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { contractFile } from './contract-file'

type PathItem = { servers?: Array<{ url: string }>; [method: string]: unknown }
type OpenApiDocument = { servers?: Array<{ url: string; description?: string }>; paths: Record<string, PathItem> }

export function documentAtOneOrigin(document: OpenApiDocument): OpenApiDocument {
  const paths: Record<string, PathItem> = {}
  for (const [path, { servers, ...operations }] of Object.entries(document.paths)) {
    // A path without a relative server (Unleash's frontend API, on Unleash's own origin) keeps its path.
    const base = servers?.find((server) => server.url.startsWith('/'))?.url ?? ''
    const joined = `${base.replace(/\/$/, '')}${path}`
    if (paths[joined]) throw new Error(`Two services answer ${joined} at one origin`)
    paths[joined] = operations
  }
  return { ...document, servers: [{ url: '/', description: 'Every service at its path on one origin' }], paths }
}

if (process.argv[1]?.endsWith('one-origin-document.ts')) {
  const [out] = process.argv.slice(2)
  if (!out) throw new Error('usage: tsx contract/one-origin-document.ts <out-file>')
  const document = JSON.parse(readFileSync(contractFile, 'utf8')) as OpenApiDocument
  writeFileSync(out, JSON.stringify(documentAtOneOrigin(document)))
}
