import { delay, http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { absoluteMockServiceUrls } from '@testing/render-app'
import { server } from '@mock-server/harness/node'
import { ApiError } from '@/shared/api/api-errors'
import { configureApiClient } from '@/shared/api/api-client-config'
import { openInvoicesQueryOptions } from '@/features/invoices/api/open-invoices-api'
import { orderQueryOptions } from '@/features/orders/api/orders-api'
import { personalDetailsQueryOptions } from '@/shared/session/session-api'
import { createQueryClient } from './create-query-client'

beforeEach(() => configureApiClient({ serviceBaseUrls: absoluteMockServiceUrls() }))

async function callsUntilFailure(error: ApiError): Promise<number> {
  const queryClient = createQueryClient()
  let calls = 0
  await queryClient
    .fetchQuery({
      queryKey: ['probe'],
      retryDelay: 0,
      queryFn: () => {
        calls += 1
        throw error
      },
    })
    .catch(() => undefined)
  return calls
}

describe('the query client', () => {
  it('does not retry a timeout: a hung service fails after one timeout, not two', async () => {
    expect(await callsUntilFailure(new ApiError({ kind: 'timeout', service: 'customer' }))).toBe(1)
  })

  it('retries a dropped connection and a 5xx once, a 4xx never', async () => {
    expect(await callsUntilFailure(new ApiError({ kind: 'network', service: 'customer' }))).toBe(2)
    expect(await callsUntilFailure(new ApiError({ kind: 'http', status: 503, service: 'customer' }))).toBe(2)
    expect(await callsUntilFailure(new ApiError({ kind: 'http', status: 404, service: 'customer' }))).toBe(1)
  })

  it.each([
    ['open invoices', '*/api/payment/invoices/open', openInvoicesQueryOptions()],
    ['order details', '*/api/order-history/orders/:id', orderQueryOptions('4001')],
    ['personal details', '*/api/customer/user/personal-details', personalDetailsQueryOptions()],
  ])('aborts the %s request when nobody needs the answer any more', async (_name, url, options) => {
    let aborted = false
    let started = false
    server.use(
      http.get(url, async ({ request }) => {
        started = true
        request.signal.addEventListener('abort', () => (aborted = true))
        await delay('infinite')
        return new Response(null)
      }),
    )
    const queryClient = createQueryClient()
    void queryClient.prefetchQuery(options as never)
    await expect.poll(() => started).toBe(true)
    await queryClient.cancelQueries()
    await expect.poll(() => aborted).toBe(true)
  })
})
