import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { RouteObject } from 'react-router'
import { safeRedirectTarget } from './safe-redirect'

const routes: RouteObject[] = [
  {
    children: [
      { path: 'login' },
      { children: [{ index: true }, { path: 'orders' }, { path: 'orders/:id' }] },
      { path: '*' },
    ],
  },
]

describe('redirect targets', () => {
  it('accepts the app’s own paths with query and hash', () => {
    expect(safeRedirectTarget('/orders', routes)).toBe('/orders')
    expect(safeRedirectTarget('/orders/123?tab=items#top', routes)).toBe('/orders/123?tab=items#top')
    expect(safeRedirectTarget('/', routes)).toBe('/')
  })

  it('falls back to home for anything else', () => {
    for (const target of [
      null,
      '',
      'orders',
      '//evil.example/steal',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/unknown-page',
      '/%2F%2Fevil.example',
      '/orders\n//evil.example',
    ]) {
      expect(safeRedirectTarget(target, routes)).toBe('/')
    }
  })

  it('never returns a target that leaves the origin', () => {
    fc.assert(
      fc.property(fc.string(), (target) => {
        const result = safeRedirectTarget(target, routes)
        expect(result.startsWith('/')).toBe(true)
        expect(result.startsWith('//')).toBe(false)
        expect(new URL(result, 'https://shop.example').origin).toBe('https://shop.example')
      }),
    )
  })
})
