import { describe, expect, it } from 'vitest'
import { maskSecrets } from './secret-masking'

describe('masking secrets in what a report repeats', () => {
  it('masks the values of secret query parameters and leaves the others', () => {
    expect(maskSecrets('/magic-link?token=0f3a&redirect=%2Forders')).toBe('/magic-link?token=***&redirect=%2Forders')
    expect(maskSecrets('/user/market-research-consent/confirm?market-research-doi-token=abc')).toBe(
      '/user/market-research-consent/confirm?market-research-doi-token=***',
    )
    expect(maskSecrets('/unsubscribe/upsell?customer_id=x&email=a%40b.de&external_order_id=123')).toBe(
      '/unsubscribe/upsell?customer_id=***&email=a%40b.de&external_order_id=123',
    )
    expect(maskSecrets('/orders?limit=20&offset=0')).toBe('/orders?limit=20&offset=0')
  })

  it('masks tokens, unguessable ids and session ids wherever they stand, keeping what kind they are', () => {
    expect(maskSecrets('/login/forgottenpassword/4e85cc909b2026b6465ccc60e56a62ee')).toBe(
      '/login/forgottenpassword/***',
    )
    expect(maskSecrets('DELETE /subscription/subscription-3zgAawCuEiJ7xM8dd2KJiQ failed')).toBe(
      'DELETE /subscription/subscription-*** failed',
    )
    expect(maskSecrets('cookie mk_session=session-1b4e28ba-2fa1-11d2-883f-0016d3cca427')).toBe(
      'cookie mk_session=session-***',
    )
    // Counted ids and order numbers are no secrets.
    expect(maskSecrets('order-0001 and 700000001')).toBe('order-0001 and 700000001')
  })
})
