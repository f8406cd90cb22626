import { describe, expect, it } from 'vitest'
import { formatFlagOverrides, parseFlagOverrides } from '../../flags/definitions'
import {
  harnessLink,
  readHarnessRequest,
  settingsForScenario,
  settingsOnTop,
  withoutHarnessParameters,
} from './harness-state'
import { formatClockValue } from '../runtime/clock'
import type { HarnessScenario, ScenarioCatalogue } from './scenario-catalogue'

const scenario = (id: string, locale: HarnessScenario['locale']): HarnessScenario => ({
  id,
  title: id,
  description: '',
  locale,
  env: 'local-dev',
  flags: {},
  now: '2026-11-20T09:15:00.000Z',
  startPath: '/',
  users: [],
})
const catalogue: ScenarioCatalogue = {
  scenarios: [scenario('orders-every-status', 'de'), scenario('swiss-customer', 'ch')],
  defaultScenarioId: 'orders-every-status',
  apply: async () => {},
}

describe('the URL contract', () => {
  it('reads scenario, flags, environment and shop, ignoring unknown values', () => {
    const request = readHarnessRequest(
      '?scenario=orders-every-status&flags=magicLinkLogin,-orderCancellation,bogus&env=staging&locale=ch',
      catalogue,
    )
    expect(request.scenario?.id).toBe('orders-every-status')
    expect(request.flags).toEqual({ magicLinkLogin: true, orderCancellation: false })
    expect(request.env).toBe('staging')
    expect(request.locale).toBe('ch')
    expect(readHarnessRequest('?scenario=nope&env=prod&locale=fr', catalogue)).toEqual({
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
    expect(settingsForScenario(catalogue.scenarios[1]!, { flags: { socialLogin: false } })).toEqual({
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
    const request = readHarnessRequest(new URL(link).search, catalogue)
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

  it('goes into the URL contract as the shop’s minutes and leaves the address bar once applied', () => {
    expect(formatClockValue(new Date('2026-11-20T23:00:00Z'))).toBe('2026-11-21T00:00')
    expect(readHarnessRequest('?clock=2026-11-20T23%3A50', catalogue).clock).toBe('2026-11-20T23:50')
    expect(withoutHarnessParameters(new URL('http://x/orders?clock=%2B10min&page=2'))).toBe('/orders?page=2')
  })
})
