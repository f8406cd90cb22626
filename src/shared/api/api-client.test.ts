import { http, HttpResponse, delay } from 'msw'
import { z } from 'zod'
import { beforeEach, describe, expect, it } from 'vitest'
import { server } from '@mock-server/harness/node'
import { receivedLogEntries } from '@mock-server/handlers/logging'
import { absoluteMockServiceUrls } from '@testing/render-app'
import { apiRequest } from './api-client'
import { configureApiClient } from './api-client-config'
import { ApiError } from './api-errors'
import { clearTrackingEvents, sentTrackingEvents } from '../tracking/tracking'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

const echoSchema = z.object({ receivedBody: z.unknown(), receivedQuery: z.string(), customerNumber: z.string() })

beforeEach(() => {
  configureApiClient({ locale: 'at', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 300 })
  receivedLogEntries.length = 0
  clearTrackingEvents()
})

async function rejectionOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('expected the request to fail')
}

describe('API client (spec section 7)', () => {
  it(
    'sends the client id and locale headers, snake_cases the request and camelCases the response',
    { tags: ['spec:7.common.headers', 'spec:7.common.key-case'] },
    async () => {
      let seenHeaders: Headers | undefined
      server.use(
        http.post('*/api/order-history/echo', async ({ request }) => {
          seenHeaders = request.headers
          return HttpResponse.json({
            received_body: await request.json(),
            received_query: new URL(request.url).search,
            customer_number: '123',
          })
        }),
      )
      const result = await apiRequest({
        service: 'orderHistory',
        method: 'POST',
        path: '/echo',
        query: { addressStrictTyping: true, limit: 1, skipped: undefined },
        body: { orderId: 'o-1', reasonCode: 'TOO_LATE' },
        schema: echoSchema,
      })
      expect(seenHeaders?.get('x-client-id')).toBe('account-view')
      expect(seenHeaders?.get('x-locale')).toBe('at')
      expect(result).toEqual({
        receivedBody: { orderId: 'o-1', reasonCode: 'TOO_LATE' },
        receivedQuery: '?address_strict_typing=true&limit=1',
        customerNumber: '123',
      })
    },
  )

  it(
    'raises an http error with status, code and detail, and logs 4xx as a warning',
    { tags: ['spec:8.analytics.groups', 'spec:8.logging.levels'] },
    async () => {
      server.use(
        http.get('*/api/customer/fails', () =>
          HttpResponse.json({ code: 'email_not_exist', detail: 'nope' }, { status: 404 }),
        ),
      )
      const error = await rejectionOf(apiRequest({ service: 'customer', path: '/fails', schema: z.unknown() }))
      expect(error).toMatchObject({
        kind: 'http',
        status: 404,
        code: 'email_not_exist',
        detail: 'nope',
        category: 'client',
        logLevel: 'warn',
      })
    },
  )

  it(
    'groups 5xx as server errors logged as errors',
    { tags: ['spec:8.analytics.groups', 'spec:8.logging.levels'] },
    async () => {
      server.use(http.get('*/api/customer/fails', () => new HttpResponse('oops', { status: 503 })))
      const error = await rejectionOf(apiRequest({ service: 'customer', path: '/fails', schema: z.unknown() }))
      expect(error).toMatchObject({ kind: 'http', status: 503, category: 'server', logLevel: 'error' })
    },
  )

  it('turns a response that does not match the schema into a handled error, not a crash', async () => {
    server.use(http.get('*/api/customer/odd', () => HttpResponse.json({ unexpected: true })))
    const error = await rejectionOf(
      apiRequest({ service: 'customer', path: '/odd', schema: z.object({ state: z.string() }) }),
    )
    expect(error.kind).toBe('malformed-response')
  })

  it('turns invalid JSON into a malformed-response error', async () => {
    server.use(
      http.get(
        '*/api/customer/broken',
        () => new HttpResponse('{not json', { headers: { 'content-type': 'application/json' } }),
      ),
    )
    expect((await rejectionOf(apiRequest({ service: 'customer', path: '/broken', schema: z.unknown() }))).kind).toBe(
      'malformed-response',
    )
  })

  it(
    'reports a network failure and a timeout as their own kinds, logged as warnings',
    { tags: ['spec:8.logging.levels'] },
    async () => {
      server.use(
        http.get('*/api/customer/offline', () => HttpResponse.error()),
        http.get('*/api/customer/slow', async () => {
          await delay(2_000)
          return HttpResponse.json({})
        }),
      )
      expect(
        await rejectionOf(apiRequest({ service: 'customer', path: '/offline', schema: z.unknown() })),
      ).toMatchObject({ kind: 'network', logLevel: 'warn' })
      expect(await rejectionOf(apiRequest({ service: 'customer', path: '/slow', schema: z.unknown() }))).toMatchObject({
        kind: 'timeout',
        logLevel: 'warn',
      })
    },
  )

  it('logs without personal data: no query string, no body', { tags: ['spec:7.logging.post'] }, async () => {
    server.use(
      http.get('*/api/customer/user/account/check', () =>
        HttpResponse.json({ code: 'email_not_exist' }, { status: 404 }),
      ),
    )
    await rejectionOf(
      apiRequest({
        service: 'customer',
        path: '/user/account/check',
        query: { username: 'anna.schmidt@example.de' },
        schema: z.unknown(),
      }),
    )
    await expect.poll(() => JSON.stringify(receivedLogEntries)).toContain('/user/account/check')
    const logged = JSON.stringify(receivedLogEntries)
    expect(logged).toContain('"projectId":"account-view"')
    expect(logged).not.toContain('anna.schmidt')
  })

  it('logs neither an email from an error body nor the order number in the path', async () => {
    server.use(
      http.get('*/api/order-history/orders/:number', () =>
        HttpResponse.json({ error: 'No account for anna.schmidt@example.de' }, { status: 404 }),
      ),
    )
    const error = await rejectionOf(
      apiRequest({ service: 'orderHistory', path: '/orders/40012345', schema: z.unknown() }),
    )
    expect(error.status).toBe(404)
    await expect.poll(() => receivedLogEntries.length).toBeGreaterThan(0)
    const logged = JSON.stringify(receivedLogEntries)
    expect(logged).toContain('/orders/:param')
    expect(logged).not.toContain('anna.schmidt')
    expect(logged).not.toContain('40012345')
  })

  it(
    'sends an error event with code, category and message for each failure (spec section 8)',
    { tags: ['spec:8.analytics.error-events'] },
    async () => {
      setTrackingConsent(true)
      server.use(
        http.get('*/api/customer/missing', () => HttpResponse.json({ code: 'email_not_exist' }, { status: 404 })),
        http.get('*/api/customer/down', () => new HttpResponse(null, { status: 502 })),
        http.get('*/api/customer/offline', () => HttpResponse.error()),
      )
      for (const path of ['/missing', '/down', '/offline'])
        await rejectionOf(apiRequest({ service: 'customer', path, schema: z.unknown() }))
      expect(sentTrackingEvents()).toEqual([
        { event: 'error', error_code: '404', error_category: 'client', error_message: 'email_not_exist' },
        {
          event: 'error',
          error_code: '502',
          error_category: 'server',
          error_message: 'http error from customer (502)',
        },
        {
          event: 'error',
          error_code: 'network',
          error_category: 'network',
          error_message: 'network error from customer',
        },
      ])
    },
  )
})
