import { describe, expect, it } from 'vitest'
import { paths, withQuery } from './paths'

describe('paths', () => {
  it('escapes what goes into a link, so a token or id cannot change the route', () => {
    expect(paths.orderDetails.getHref('A/1?x')).toBe('/orders/A%2F1%3Fx')
    expect(paths.setPassword.getHref('a b&c')).toBe('/set-password?token=a+b%26c')
    expect(paths.login.getHref('/orders?tab=1')).toBe('/login?redirect=%2Forders%3Ftab%3D1')
  })

  it('leaves out query parameters that have no value', () => {
    expect(paths.login.getHref()).toBe('/login')
    expect(withQuery('/magic-link', { token: '', other: undefined })).toBe('/magic-link')
  })

  it('names the spec’s query parameters', () => {
    expect(paths.sendPasswordLinkSuccess.getHref('set-password')).toBe(
      '/send-password-link-success?reason=set-password',
    )
    expect(paths.researchConfirmation.getHref('t1')).toBe('/research/confirmation?market-research-doi-token=t1')
    expect(paths.unsubscribeUpsell.getHref({ customerId: '7', email: 'a@b.de', externalOrderId: 'X1' })).toBe(
      '/unsubscribe/upsell?customer_id=7&email=a%40b.de&external_order_id=X1',
    )
    expect(paths.newsletterCancelSubscription.getHref('nl-1')).toBe(
      '/newsletter/cancelSubscription?subscriptionId=nl-1',
    )
    expect(paths.stockReminderUnsubscribe.getHref('r 1')).toBe('/stock-reminder/unsubscribe?reminderId=r+1')
    expect(paths.stockReminderConfirmDoi.getHref('t1')).toBe('/stock-reminder/confirm-doi?token=t1')
    expect(paths.accountVerification.getHref('customerNumber')).toBe(
      '/account-verification/customer-number-verification',
    )
  })
})
