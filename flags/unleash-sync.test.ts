import { describe, expect, it } from 'vitest'
import { flagDefaults, flagNames } from './definitions'
import { syncFlagsToUnleash } from './unleash-sync'

/** An Admin API that knows `existing` flags and the open-source edition's two environments; records every call. */
function fakeUnleash(existing: string[] = []) {
  const calls: string[] = []
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input))
    const call = `${init?.method ?? 'GET'} ${url.pathname}`
    calls.push(call)
    if (init?.headers && (init.headers as Record<string, string>).authorization !== 'admin-token')
      return new Response('unauthorized', { status: 401 })
    if (call === 'GET /api/admin/environments')
      return Response.json({ environments: [{ name: 'development' }, { name: 'production' }] })
    const feature = /^GET \/api\/admin\/projects\/default\/features\/([^/]+)$/.exec(call)?.[1]
    if (feature)
      return existing.includes(feature)
        ? Response.json({ name: feature, environments: [{ name: 'production', strategies: [{ name: 'default' }] }] })
        : new Response('not found', { status: 404 })
    return new Response(null, { status: 200 })
  }) as typeof globalThis.fetch
  return { calls, fetch }
}

describe('flags:sync (flags into an Unleash through its Admin API)', () => {
  it(
    'creates every flag, each with the standard strategy, switched per environment as its defaults say',
    { tags: ['spec:3.flags.environments'] },
    async () => {
      const unleash = fakeUnleash()
      const report = await syncFlagsToUnleash({
        url: 'https://unleash.example/',
        token: 'admin-token',
        fetch: unleash.fetch,
      })
      expect(report.created).toEqual(flagNames)
      expect(report.environments).toEqual(['development', 'production'])
      expect(report.missingEnvironments).toEqual(['local-dev', 'staging'])
      expect(unleash.calls).toContain('POST /api/admin/projects/default/features')
      // magicLinkLogin: on in development, not yet in production.
      expect(flagDefaults.magicLinkLogin).toMatchObject({ development: true, production: false })
      const magicLink = '/api/admin/projects/default/features/magicLinkLogin/environments'
      expect(unleash.calls).toEqual(
        expect.arrayContaining([
          `POST ${magicLink}/development/strategies`,
          `POST ${magicLink}/development/on`,
          `POST ${magicLink}/production/strategies`,
          `POST ${magicLink}/production/off`,
        ]),
      )
    },
  )

  it('leaves a flag that exists as it is, and with reset switches it to the defaults without a second strategy', async () => {
    const kept = fakeUnleash(['stayLoggedIn'])
    const report = await syncFlagsToUnleash({ url: 'https://unleash.example', token: 'admin-token', fetch: kept.fetch })
    expect(report.existing).toEqual(['stayLoggedIn'])
    expect(kept.calls.filter((call) => call.includes('/features/stayLoggedIn/'))).toEqual([])

    const reset = fakeUnleash(['stayLoggedIn'])
    await syncFlagsToUnleash({ url: 'https://unleash.example', token: 'admin-token', fetch: reset.fetch, reset: true })
    const stayLoggedIn = reset.calls.filter((call) => call.includes('/features/stayLoggedIn/'))
    expect(stayLoggedIn).toEqual([
      'POST /api/admin/projects/default/features/stayLoggedIn/environments/development/strategies',
      'POST /api/admin/projects/default/features/stayLoggedIn/environments/development/on',
      'POST /api/admin/projects/default/features/stayLoggedIn/environments/production/on',
    ])
  })

  it('stops with what Unleash said when it refuses the token', async () => {
    const unleash = fakeUnleash()
    await expect(
      syncFlagsToUnleash({ url: 'https://unleash.example', token: 'wrong', fetch: unleash.fetch }),
    ).rejects.toThrow('Unleash GET /environments: 401 unauthorized')
  })
})
