import { createIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { ApiError } from '@/shared/api/api-errors'
import { requestErrorText } from './request-error-alert'

const intl = createIntl({ locale: 'de-DE', defaultLocale: 'de-DE', onError: () => undefined })
const error = (options: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ kind: 'http', service: 'customer', ...options })

describe('the text of a failed request', () => {
  it('says when to try again after a 429, later where the service did not say, else the catalogue', () => {
    expect(requestErrorText(intl, error({ status: 429, retryAfterSeconds: 60 }))).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es in einer Minute erneut.',
    )
    expect(requestErrorText(intl, error({ status: 429 }))).toBe(
      'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
    )
    expect(requestErrorText(intl, error({ kind: 'timeout' }))).toMatch(/^Wir konnten keine Verbindung herstellen/)
    expect(requestErrorText(intl, error({ status: 500 }))).toBe(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
  })
})
