import { describe, expect, it } from 'vitest'
import { formatFlagOverrides, parseFlagOverrides } from '../../flags/definitions'
import {
  harnessLink,
  readHarnessRequest,
  settingsForScenario,
  settingsOnTop,
  withoutHarnessParameters,
} from './harness-state'
import { getScenario } from '../../scenarios/registry'

describe('the URL contract', () => {
  it('reads scenario, flags, environment and shop, ignoring unknown values', () => {
    const request = readHarnessRequest(
      '?scenario=orders-every-status&flags=magicLinkLogin,-orderCancellation,bogus&env=staging&locale=ch',
    )
    expect(request.scenario?.id).toBe('orders-every-status')
    expect(request.flags).toEqual({ magicLinkLogin: true, orderCancellation: false })
    expect(request.env).toBe('staging')
    expect(request.locale).toBe('ch')
    expect(readHarnessRequest('?scenario=nope&env=prod&locale=fr')).toEqual({
      scenario: undefined,
      env: undefined,
      locale: undefined,
      flags: undefined,
    })
  })

  it('removes only its own parameters from the address bar', () => {
    expect(withoutHarnessParameters(new URL('http://x/login?scenario=a&redirect=%2Forders&flags=b#top'))).toBe(
      '/login?redirect=%2Forders#top',
    )
  })

  it('starts a chosen scenario from its own settings, then applies what the URL adds', () => {
    expect(settingsForScenario(getScenario('swiss-customer'), { flags: { socialLogin: false } })).toEqual({
      scenarioId: 'swiss-customer',
      env: 'local-dev',
      locale: 'ch',
      flagOverrides: { socialLogin: false },
    })
  })

  it('changes settings on top of the current state without re-seeding', () => {
    const current = {
      scenarioId: 'default',
      env: 'staging' as const,
      locale: 'de' as const,
      flagOverrides: { contactForm: true },
      clockOffsetMs: 0,
      ids: {},
      db: null,
    }
    expect(settingsOnTop(current, { locale: 'at', flags: { stayLoggedIn: false } })).toEqual({
      scenarioId: 'default',
      env: 'staging',
      locale: 'at',
      flagOverrides: { contactForm: true, stayLoggedIn: false },
    })
  })

  it('builds a link that reads back to the same settings', () => {
    const settings = {
      scenarioId: 'orders-every-status',
      env: 'staging' as const,
      locale: 'at' as const,
      flagOverrides: { orderCancellation: false },
    }
    const link = harnessLink('https://proto.example', '/orders', settings, formatFlagOverrides)
    const request = readHarnessRequest(new URL(link).search)
    expect(new URL(link).pathname).toBe('/orders')
    expect({
      scenarioId: request.scenario?.id,
      env: request.env,
      locale: request.locale,
      flagOverrides: request.flags,
    }).toEqual(settings)
    expect(parseFlagOverrides(formatFlagOverrides({ magicLinkLogin: true, fakePages: false }))).toEqual({
      magicLinkLogin: true,
      fakePages: false,
    })
  })
})
