import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/api-errors'
import { changeEmailFailure } from './change-email-api'
import { changePasswordFailure } from './change-password-api'

const http = (status: number, body: Record<string, unknown> = {}) =>
  new ApiError({ kind: 'http', service: 'customer', status, body, code: body.code as string | undefined })

describe('change email status of a failure (spec section 8)', { tags: ['spec:4.change-email.statuses'] }, () => {
  it.each([
    ['403', http(403, { code: 'wrong_password' }), 'wrongPassword'],
    [
      '400 with the email_already_exists path',
      http(400, { errors: [{ path: 'email_already_exists' }] }),
      'emailAlreadyExists',
    ],
    ['400 with the email_already_exists code', http(400, { code: 'EMAIL_ALREADY_EXISTS' }), 'emailAlreadyExists'],
    ['any other 400', http(400, { errors: [{ path: 'new_email' }] }), 'invalidEmail'],
    ['500', http(500), 'genericError'],
    ['no answer', new ApiError({ kind: 'network', service: 'customer' }), 'genericError'],
    [
      'a malformed answer',
      new ApiError({ kind: 'malformed-response', service: 'customer', status: 200 }),
      'genericError',
    ],
  ])('%s', (_case, error, status) => {
    expect(changeEmailFailure(error)).toBe(status)
  })
})

describe('change password status of a failure (spec section 8)', { tags: ['spec:4.change-password.statuses'] }, () => {
  it.each([
    ['403', http(403), 'wrongPassword'],
    ['401', http(401), 'wrongToken'],
    ['400 same as old', http(400, { code: 'password_same_as_old' }), 'sameAsOld'],
    ['any other 400', http(400), 'genericError'],
    ['500', http(500), 'genericError'],
    ['no answer', new ApiError({ kind: 'timeout', service: 'customer' }), 'genericError'],
  ])('%s', (_case, error, status) => {
    expect(changePasswordFailure(error)).toBe(status)
  })
})
