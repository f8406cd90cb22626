import { describe, expect, it } from 'vitest'
import { apiCalls } from '@testing/fault-cases/all-calls'
import { operations } from './calls'
import { openApiPath } from './operation'

const nameOf = (call: { service: string; method: string; path: string }) =>
  `${call.service} ${call.method} ${openApiPath(call.path)}`

/** Calls the fault matrix does not list: its source scan misses the ternary path; the rest are not apiRequest's. */
const beyondTheFaultMatrix = [
  'customer POST /user/invoice-addresses',
  'customer POST /user/invoice-address',
  'productDispenser GET /images/{file}',
  'logging POST /logs',
  'unleash GET /api/frontend',
]

describe('the call list of the contract', () => {
  it('has every call of the fault matrix, and beyond it only the calls the matrix cannot list', () => {
    const documented = operations.map(nameOf)
    const matrix = apiCalls.map(nameOf)

    expect(matrix.filter((call) => !documented.includes(call))).toEqual([])
    expect(documented.filter((call) => !matrix.includes(call))).toEqual(beyondTheFaultMatrix)
  })

  it('names each call once', () => {
    const ids = operations.map((operation) => operation.operationId)
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([])
  })
})
