import { afterEach, describe, expect, it, vi } from 'vitest'
import { RecaptchaTimeoutError } from '@/shared/config/recaptcha-timeout'
import { productionRecaptcha } from './production-runtime'

afterEach(() => {
  vi.useRealTimers()
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
