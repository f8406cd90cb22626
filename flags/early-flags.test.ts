import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { server } from '../mock-server/harness/node'
import { earlyFlagsRequest } from './early-flags'
import { createUnleashFlags } from './unleash-adapter'

const url = 'https://flags.example/api/frontend'
const togglesAnswer = (enabled: string[]) =>
  HttpResponse.json({
    toggles: enabled.map((name) => ({
      name,
      enabled: true,
      variant: { name: 'disabled', enabled: false },
      impressionData: false,
    })),
  })

describe('the flags asked for before the app has loaded', () => {
  it('is the request the Unleash client sends: same URL parameters and headers', async () => {
    let clientRequest: Request | undefined
    server.use(
      http.get(url, ({ request }) => {
        clientRequest = request
        return togglesAnswer([])
      }),
    )
    await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'staging' })
    const early = earlyFlagsRequest({ url, clientKey: 'frontend-key', environment: 'staging' })
    const clientUrl = new URL(clientRequest?.url ?? '')
    const earlyUrl = new URL(early.url)
    expect(earlyUrl.origin + earlyUrl.pathname).toBe(clientUrl.origin + clientUrl.pathname)
    for (const [name, value] of earlyUrl.searchParams) expect(clientUrl.searchParams.get(name)).toBe(value)
    for (const [name, value] of Object.entries(early.headers)) expect(clientRequest?.headers.get(name)).toBe(value)
  })

  it('is read by the flag client instead of asking again', async () => {
    let asked = 0
    server.use(
      http.get(url, () => {
        asked += 1
        return togglesAnswer([])
      }),
    )
    const sent = Promise.resolve(togglesAnswer(['multipleVouchers']) as Response)
    const flags = await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'production', sent })
    expect(flags.multipleVouchers).toBe(true)
    expect(asked).toBe(0)
  })

  it('is asked for again by the flag client where it failed', async () => {
    server.use(http.get(url, () => togglesAnswer(['multipleVouchers'])))
    const sent = Promise.reject(new TypeError('Failed to fetch'))
    const flags = await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'production', sent })
    expect(flags.multipleVouchers).toBe(true)
  })
})
