import type { RecaptchaExecutor } from './runtime'

/** reCAPTCHA gets as long as a call would; then the flow fails with the generic error (spec section 5). */
export const recaptchaTimeoutMs = 10_000

export class RecaptchaTimeoutError extends Error {
  constructor() {
    super('reCAPTCHA did not answer in time')
    this.name = 'RecaptchaTimeoutError'
  }
}

/** An executor that gives up: a hung reCAPTCHA must not spin the button for ever. */
export function withRecaptchaTimeout(
  executor: RecaptchaExecutor,
  timeoutMs: number = recaptchaTimeoutMs,
): RecaptchaExecutor {
  return (action) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new RecaptchaTimeoutError()), timeoutMs)
      executor(action).then(
        (token) => {
          clearTimeout(timer)
          resolve(token)
        },
        (error: unknown) => {
          clearTimeout(timer)
          reject(error instanceof Error ? error : new Error('reCAPTCHA failed'))
        },
      )
    })
}
