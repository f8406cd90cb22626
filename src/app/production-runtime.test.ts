import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecaptchaTimeoutError } from '@/shared/config/recaptcha-timeout'
import { defaultFlags } from '@flags/definitions'
import {
  initialProductionRuntime,
  productionRecaptcha,
  startProductionRuntime,
  unleashRefreshSeconds,
} from './production-runtime'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllEnvs()
  delete (window as { grecaptcha?: unknown }).grecaptcha
})

describe('the production reCAPTCHA executor', () => {
  it('gives a token when reCAPTCHA answers', async () => {
    Object.assign(window, {
      grecaptcha: { ready: (callback: () => void) => callback(), execute: async () => 'token-1' },
    })
    const execute = await productionRecaptcha('site-key', undefined)
    await expect(execute?.('login')).resolves.toBe('token-1')
  })

  it('fails instead of waiting for ever when reCAPTCHA hangs', async () => {
    Object.assign(window, {
      grecaptcha: { ready: (callback: () => void) => callback(), execute: () => new Promise<string>(() => {}) },
    })
    const execute = await productionRecaptcha('site-key', undefined)
    vi.useFakeTimers()
    const token = execute?.('username_check')
    const outcome = expect(token).rejects.toBeInstanceOf(RecaptchaTimeoutError)
    await vi.advanceTimersByTimeAsync(60_000)
    await outcome
  })
})

describe('the production runtime at start-up', () => {
  it('paints at once with the default flags, and settles once the flag service has answered', async () => {
    const { initial, settled } = startProductionRuntime()
    expect(initial.flags).toEqual(defaultFlags('production'))
    expect(initial.flagsPending).toBe(true)
    // No site key configured here: login shows the generic error, as before.
    expect(initial.recaptcha).toBeNull()
    const after = await settled
    expect(after.flagsPending).toBe(false)
    expect(after.flags).toEqual(defaultFlags('production'))
    expect(after.locale).toBe(initial.locale)
  })
})

describe('the shop a production build opens', () => {
  it('is the German one (de) unless the build names another', { tags: ['spec:9.locale.default-de'] }, () => {
    vi.stubEnv('VITE_SHOP_LOCALE', undefined)
    expect(initialProductionRuntime().locale).toBe('de')
    vi.stubEnv('VITE_SHOP_LOCALE', 'fr')
    expect(initialProductionRuntime().locale).toBe('de')
    vi.stubEnv('VITE_SHOP_LOCALE', 'ch')
    expect(initialProductionRuntime().locale).toBe('ch')
  })
})

describe('how often the flags are asked for again', () => {
  it("is Unleash's 30 seconds unless the build says otherwise; 0 reads them once", () => {
    expect(unleashRefreshSeconds(undefined)).toBe(30)
    expect(unleashRefreshSeconds('5')).toBe(5)
    expect(unleashRefreshSeconds('0')).toBe(0)
    expect(unleashRefreshSeconds('soon')).toBe(30)
    expect(unleashRefreshSeconds('-1')).toBe(30)
  })
})

describe('loading reCAPTCHA', () => {
  const env = {
    ...import.meta.env,
    VITE_RECAPTCHA_SITE_KEY: 'site-key',
    VITE_RECAPTCHA_SCRIPT_URL: 'https://recaptcha.example/api.js',
  }
  const recaptchaScripts = () =>
    [...document.querySelectorAll('script')].filter((script) => script.src.startsWith('https://recaptcha.example/'))

  afterEach(() => recaptchaScripts().forEach((script) => script.remove()))

  it('leaves the script out of a page that asks for no token', async () => {
    vi.useFakeTimers()
    const { initial } = startProductionRuntime(env)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(initial.recaptcha).not.toBeNull()
    expect(recaptchaScripts()).toEqual([])
  })

  it('loads it once, in the background, for a page that will ask for a token', async () => {
    vi.useFakeTimers()
    const { initial } = startProductionRuntime(env)
    initial.prepareRecaptcha?.()
    initial.prepareRecaptcha?.()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(recaptchaScripts().map((script) => new URL(script.src).searchParams.get('render'))).toEqual(['site-key'])
  })
})
