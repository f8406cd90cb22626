import { delay, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '../mock-server/harness/node'
import { defaultFlags } from './definitions'
import { createUnleashFlags } from './unleash-adapter'

const url = 'https://flags.example/api/frontend'

/** The frontend API with no toggle on, counting the calls it gets. */
function serviceWithoutToggles() {
  const service = { calls: 0 }
  server.use(
    http.get(url, () => {
      service.calls += 1
      return HttpResponse.json({ toggles: [] })
    }),
  )
  return service
}

describe('flags from Unleash (production path)', { tags: ['spec:3.flags.environments'] }, () => {
  it('uses the environment defaults when no flag service is configured', async () => {
    expect(await createUnleashFlags({ environment: 'staging' })).toEqual(defaultFlags('staging'))
  })

  it('reads the flags from the frontend API, with the client key; an absent toggle is off', async () => {
    let authorization: string | null = null
    server.use(
      http.get(url, ({ request }) => {
        authorization = request.headers.get('authorization')
        return HttpResponse.json({
          toggles: [
            {
              name: 'multipleVouchers',
              enabled: true,
              variant: { name: 'disabled', enabled: false },
              impressionData: false,
            },
          ],
        })
      }),
    )
    const flags = await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'production' })
    expect(authorization).toBe('frontend-key')
    expect(flags.multipleVouchers).toBe(true)
    expect(flags.stayLoggedIn).toBe(false)
  })

  it('reports a flag switched in Unleash at the next refresh, and only then', async () => {
    let multipleVouchers = false
    let calls = 0
    server.use(
      http.get(url, () => {
        calls += 1
        return HttpResponse.json({
          toggles: multipleVouchers
            ? [{ name: 'multipleVouchers', enabled: true, variant: { name: 'disabled', enabled: false } }]
            : [],
        })
      }),
    )
    // Only the timers are faked (the first refresh is a timeout, later ones the client's interval): the
    // answers themselves arrive as usual.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    try {
      const updates: boolean[] = []
      const flags = await createUnleashFlags({
        url,
        clientKey: 'frontend-key',
        environment: 'production',
        refreshSeconds: 30,
        onUpdate: (values) => updates.push(values.multipleVouchers),
      })
      expect(flags.multipleVouchers).toBe(false)
      multipleVouchers = true
      await vi.advanceTimersByTimeAsync(29_000)
      expect(calls).toBe(1)
      expect(updates).not.toContain(true)
      await vi.advanceTimersByTimeAsync(1_000)
      await vi.waitFor(() => expect(updates.at(-1)).toBe(true))
    } finally {
      vi.useRealTimers()
    }
  })

  it('reads the flags once where no refresh is asked for', async () => {
    const service = serviceWithoutToggles()
    vi.useFakeTimers({ toFake: ['setInterval'] })
    try {
      await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'production', onUpdate: () => {} })
      await vi.advanceTimersByTimeAsync(120_000)
      expect(service.calls).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })

  const answerWith = (toggles: Array<{ name: string; enabled: boolean }>) =>
    Promise.resolve(Response.json({ toggles: toggles.map((toggle) => ({ ...toggle, impressionData: false })) }))

  it('reads the flags with one request of its own, without the flag client', async () => {
    const service = serviceWithoutToggles()
    const asked: string[] = []
    const flags = await createUnleashFlags({
      url,
      clientKey: 'frontend-key',
      environment: 'production',
      fetch: (input) => {
        asked.push(String(input))
        return answerWith([{ name: 'orderCancellation', enabled: true }])
      },
    })
    expect(asked).toEqual([`${url}?appName=account-view&environment=production`])
    expect(flags).toEqual({
      ...Object.fromEntries(Object.keys(defaultFlags('production')).map((name) => [name, false])),
      orderCancellation: true,
    })
    expect(service.calls).toBe(0)
  })

  it('asks again through the flag client where its own request failed', async () => {
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          toggles: [{ name: 'contactForm', enabled: true, variant: { name: 'disabled', enabled: false } }],
        }),
      ),
    )
    const offline = Promise.reject(new TypeError('Failed to fetch'))
    const unavailable = Promise.resolve(Response.json({ message: 'down' }, { status: 503 }))
    for (const firstAnswer of [offline, unavailable]) {
      let asked = 0
      const flags = await createUnleashFlags({
        url,
        clientKey: 'frontend-key',
        environment: 'production',
        fetch: (input, init) => (asked++ === 0 ? firstAnswer : globalThis.fetch(input, init)),
      })
      expect(flags.contactForm).toBe(true)
      expect(asked).toBe(2)
    }
  })

  it('keeps the environment defaults when the flag service fails', async () => {
    server.use(http.get(url, () => HttpResponse.json({ message: 'down' }, { status: 503 })))
    const errors: unknown[] = []
    const original = console.error
    // unleash-proxy-client reports the failure on the console; the app carries on with the defaults.
    console.error = (...args: unknown[]) => errors.push(args)
    try {
      expect(await createUnleashFlags({ url, clientKey: 'frontend-key', environment: 'production' })).toEqual(
        defaultFlags('production'),
      )
    } finally {
      console.error = original
    }
    expect(errors.length).toBeGreaterThan(0)
  })

  it('keeps the environment defaults, with the harness overrides, when the flag service does not answer in time', async () => {
    server.use(http.get(url, () => delay('infinite')))
    const flags = await createUnleashFlags({
      url,
      clientKey: 'k',
      environment: 'production',
      bootstrapOverrides: { magicLinkLogin: true },
      waitMs: 100,
    })
    expect(flags).toEqual({ ...defaultFlags('production'), magicLinkLogin: true })
  })

  it('is fed by the mock frontend API in mock builds (the harness panel’s values)', async () => {
    const { setUnleashToggles } = await import('../mock-server/handlers/unleash')
    setUnleashToggles({ ...defaultFlags('production'), orderCancellation: true })
    const flags = await createUnleashFlags({
      url: 'http://localhost/api/unleash/frontend',
      clientKey: 'mock',
      environment: 'production',
    })
    expect(flags).toEqual({ ...defaultFlags('production'), orderCancellation: true })
  })
})
