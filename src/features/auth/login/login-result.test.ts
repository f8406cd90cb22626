import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/api-errors'
import { usernameCheckOutcomeFrom } from './login-result'

const httpError = (status: number, code?: string) => new ApiError({ kind: 'http', service: 'customer', status, code })

describe('the username check outcome (spec section 8)', () => {
  it(
    'maps the catalogued keys',
    { tags: ['spec:8.username-check.email-not-exist', 'spec:8.username-check.light-user-no-credentials'] },
    () => {
      expect(usernameCheckOutcomeFrom(httpError(404, 'email_not_exist'))).toEqual({ next: 'createAccount' })
      expect(usernameCheckOutcomeFrom(httpError(404, 'light_user_no_credentials'))).toEqual({
        next: 'noCredentials',
        lightUser: true,
      })
    },
  )

  it.each([403, 401, 500])(
    'gives the generic error for an uncatalogued %i, not the refused-login message',
    { tags: ['spec:8.username-check.other-keys'] },
    (status) => {
      const outcome = usernameCheckOutcomeFrom(httpError(status, 'FORBIDDEN'))
      expect(outcome).toMatchObject({ next: 'error', error: { messageKey: 'login.genericError', reason: 'UNKNOWN' } })
    },
  )

  it('gives the connection message when no answer came', () => {
    expect(usernameCheckOutcomeFrom(new ApiError({ kind: 'timeout', service: 'customer' }))).toMatchObject({
      error: { messageKey: 'login.connectionError', reason: 'CONNECTION' },
    })
  })
})
