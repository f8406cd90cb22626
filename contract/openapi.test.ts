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

  it('names the call that changed', () => {
    const call = (total: string) => ({
      paths: { '/orders': { get: { operationId: 'getOrders', responses: { '200': { description: total } } } } },
    })
    expect(changedParts(call('one page'), call('one page'))).toEqual([])
    expect(changedParts(call('one page'), call('all orders'))).toEqual(['GET /orders (getOrders): changed'])
  })
})
