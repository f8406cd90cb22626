import { z } from 'zod'
import type { ErrorAnswer, ErrorCase } from './operation'

/**
 * The answer of a call whose answer the app does not read (its schema is `z.unknown()`): any JSON, or
 * none. The example shows what the mock answers.
 */
export const notRead = (what: string) =>
  z.unknown().describe(`${what} The app does not read this answer: any JSON body, or none, will do.`)

/** Without the session cookie, or with an expired one: the app asks for a new session (spec section 4). */
export const signedOut: ErrorCase = {
  code: 'UNAUTHORIZED',
  meaning: 'No valid session: the app refreshes the session once, then shows the login page.',
}

export const unauthorized: ErrorAnswer = {
  status: 401,
  meaning: 'Not signed in (spec section 4: the session has ended).',
  cases: [signedOut],
}

export const recaptchaMissing: ErrorCase = {
  code: 'RECAPTCHA_TOKEN_MISSING',
  meaning: 'No reCAPTCHA token header: the generic login error.',
}

/** A refusal of the request itself, where the app shows only its generic error. */
export const badRequest = (...cases: ErrorCase[]): ErrorAnswer => ({
  status: 400,
  meaning: 'The request is refused.',
  cases,
})
