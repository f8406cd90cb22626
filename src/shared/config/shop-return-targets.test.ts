import { describe, expect, it } from 'vitest'
import { shopReturnTarget } from './shop-return-targets'

describe('the shop’s return views as redirect targets', { tags: ['spec:2.routing.redirect-targets'] }, () => {
  it('accepts the checkout and content views of the own shop, as they are', () => {
    expect(shopReturnTarget('https://www.hse.de/dpl/checkout', 'de')).toBe('https://www.hse.de/dpl/checkout')
    expect(shopReturnTarget('https://www.hse.de/dpl/checkout/cart?step=2#pay', 'de')).toBe(
      'https://www.hse.de/dpl/checkout/cart?step=2#pay',
    )
    expect(shopReturnTarget('https://www.hse.ch/dpl/c/magazin', 'ch')).toBe('https://www.hse.ch/dpl/c/magazin')
  })

  it.each([
    ['another country’s shop', 'https://www.hse.at/dpl/checkout', 'de'],
    ['plain http', 'http://www.hse.de/dpl/checkout', 'de'],
    ['another page of the shop', 'https://www.hse.de/dpl/av/login', 'de'],
    ['a path that only starts like a view', 'https://www.hse.de/dpl/checkoutevil', 'de'],
    ['a path that leaves the view', 'https://www.hse.de/dpl/c/../../evil', 'de'],
    ['user info before the host', 'https://www.hse.de@evil.example/dpl/checkout', 'de'],
    ['the shop’s name inside another host', 'https://www.hse.de.evil.example/dpl/checkout', 'de'],
    ['a port', 'https://www.hse.de:8443/dpl/checkout', 'de'],
    ['a backslash', 'https://www.hse.de\\@evil.example/dpl/checkout', 'de'],
    ['a line break', 'https://www.hse.de/dpl/checkout\nSet-Cookie:x', 'de'],
    ['an app path', '/orders', 'de'],
  ] as const)('refuses %s', (_what, target, locale) => {
    expect(shopReturnTarget(target, locale)).toBeUndefined()
  })
})
