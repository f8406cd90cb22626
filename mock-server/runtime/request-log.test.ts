import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '../harness/node'
import { serviceHandler } from '../handlers/with-service'
import { clearFaults, injectFault } from './faults'
import { clearRequestLog, requestLog } from './request-log'

const handlers = [
  serviceHandler('payment', 'get', '/invoices/open', () => HttpResponse.json({ balance: 0, invoices: [] })),
  serviceHandler('customer', 'post', '/user/login', () => HttpResponse.json({ ok: true })),
  http.get('*/not-a-service', () => HttpResponse.text('bypassed')),
]

beforeEach(() => {
  server.use(...handlers)
  clearRequestLog()
  clearFaults()
})

describe('the request log', () => {
  it('lists each mock call newest first with service, method, path, status, latency and fault', async () => {
    await fetch('http://localhost/api/payment/invoices/open?page=2')
    injectFault({ service: 'customer', endpoint: 'POST /user/login', kind: 'http-500', remaining: 1 })
    await fetch('http://localhost/api/customer/user/login', { method: 'POST', body: '{}' })
    injectFault({ service: 'customer', kind: 'network-error', remaining: 1 })
    await fetch('http://localhost/api/customer/user/login', { method: 'POST' }).catch(() => undefined)

    const [networkError, faulted, ok] = requestLog()
    expect(networkError).toMatchObject({ service: 'customer', status: 0, fault: 'network-error' })
    expect(faulted).toMatchObject({
      service: 'customer',
      method: 'POST',
      path: '/user/login',
      status: 500,
      fault: 'http-500',
    })
    expect(ok).toMatchObject({ service: 'payment', method: 'GET', path: '/invoices/open?page=2', status: 200 })
    expect(ok?.fault).toBeUndefined()
    expect(ok?.latencyMs).toBeGreaterThanOrEqual(0)
    expect(requestLog()).toHaveLength(3)
  })

  it('masks the secrets of a query (mailed tokens, social codes), not its other parameters', async () => {
    server.use(serviceHandler('customer', 'get', '/user/market-research-consent/confirm', () => HttpResponse.json({})))
    await fetch(
      'http://localhost/api/customer/user/market-research-consent/confirm?market-research-doi-token=0a1b2c&x=1',
    )
    expect(requestLog()[0]?.path).toBe('/user/market-research-consent/confirm?market-research-doi-token=***&x=1')
  })

  it('masks the secrets a path carries: the panel and a bug report show it', async () => {
    await fetch('http://localhost/api/payment/invoices/open?page=2&token=4e85cc909b2026b6465ccc60e56a62ee')
    expect(requestLog()[0]?.path).toBe('/invoices/open?page=2&token=***')
  })

  it('leaves out calls no service handler answered', async () => {
    await fetch('http://localhost/not-a-service')
    expect(requestLog()).toEqual([])
  })
})
