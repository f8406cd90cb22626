import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { contractFile } from './contract-file'
import { changedParts } from './document-diff'
import { generateDocument } from './generate-document'

describe('the contract (contract/openapi.json)', () => {
  it('is what npm run contract:generate writes from the app today, so a contract change shows in review', async () => {
    const committed = JSON.parse(readFileSync(contractFile, 'utf8')) as Parameters<typeof changedParts>[0]
    const generated = JSON.parse(JSON.stringify(await generateDocument())) as Parameters<typeof changedParts>[0]
    expect(
      changedParts(committed, generated),
      'changed since contract/openapi.json was generated: npm run contract:generate',
    ).toEqual([])
  }, 120_000)

  it('documents answers with camelCase keys and request bodies with snake_case ones (spec section 7)', () => {
    type Node = { [key: string]: unknown }
    const document = JSON.parse(readFileSync(contractFile, 'utf8')) as Node
    const schemas = (document.components as { schemas: Record<string, Node> }).schemas
    /** The property names of these schemas and of every component they refer to, with where each is. */
    const keysReachedFrom = (nodes: unknown[]) => {
      const keys = new Map<string, string>()
      const seen = new Set<string>()
      const walk = (node: unknown, where: string) => {
        if (!node || typeof node !== 'object') return
        for (const [key, value] of Object.entries(node)) {
          if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/schemas/')) {
            const name = value.slice('#/components/schemas/'.length)
            if (!seen.has(name)) {
              seen.add(name)
              walk(schemas[name], name)
            }
          } else if (key === 'properties' && value && typeof value === 'object')
            for (const [property, schema] of Object.entries(value)) {
              keys.set(`${where}.${property}`, property)
              walk(schema, where)
            }
          else if (key !== 'example' && key !== 'examples') walk(value, where)
        }
      }
      nodes.forEach((node) => walk(node, 'inline'))
      return [...keys]
    }
    const operations = Object.values(document.paths as Record<string, Record<string, Node>>).flatMap((item) =>
      Object.values(item).filter(
        // Unleash answers in its own words (feature_enabled): it is no service of spec section 7.
        (operation): operation is Node =>
          typeof operation === 'object' &&
          'responses' in operation &&
          !(operation.tags as string[]).includes('unleash'),
      ),
    )
    const answerKeys = keysReachedFrom(operations.map((operation) => operation.responses))
    const requestKeys = keysReachedFrom(operations.map((operation) => operation.requestBody))
    expect(answerKeys.length).toBeGreaterThan(100)
    expect(answerKeys.filter(([, key]) => key.includes('_')).map(([where]) => where)).toEqual([])
    expect(requestKeys.filter(([, key]) => /[A-Z]/.test(key)).map(([where]) => where)).toEqual([])
  })

  it('names the call that changed', () => {
    const call = (total: string) => ({
      paths: { '/orders': { get: { operationId: 'getOrders', responses: { '200': { description: total } } } } },
    })
    expect(changedParts(call('one page'), call('one page'))).toEqual([])
    expect(changedParts(call('one page'), call('all orders'))).toEqual(['GET /orders (getOrders): changed'])
  })
})
