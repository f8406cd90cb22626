import { describe, expect, it, vi } from 'vitest'
import type { RouteObject } from 'react-router'
import { canHydrate, preloadRouteModules } from './prerendered-routes'

describe('canHydrate', () => {
  it('hydrates the prerendered login page, with or without the redirect target and a trailing slash', () => {
    expect(canHydrate({ pathname: '/dpl/av/login', search: '?redirect=%2Forders' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/login/', search: '' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/login', search: '' }, '/')).toBe(true)
  })

  it('hydrates the prerendered forgot-password and post-logout pages', () => {
    expect(canHydrate({ pathname: '/dpl/av/forgot-password', search: '' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/post-logout/', search: '' }, '/dpl/av')).toBe(true)
  })

  it('hydrates set-password only with the mailed link’s token, as it was rendered; without one the page says so instead', () => {
    expect(canHydrate({ pathname: '/dpl/av/set-password', search: '?token=abc' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/set-password', search: '?token=abc&type=social' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/set-password', search: '' }, '/dpl/av')).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/set-password', search: '?token=' }, '/dpl/av')).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/light-user-set-password', search: '?token=abc' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/light-user-set-password', search: '' }, '/dpl/av')).toBe(false)
  })

  it('hydrates a page opened from a mail with the parameter its link carries, and renders it afresh without', () => {
    expect(canHydrate({ pathname: '/dpl/av/newsletter/confirmation', search: '' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/stock-reminder/unsubscribe', search: '?reminderId=r1' }, '/dpl/av')).toBe(
      true,
    )
    expect(canHydrate({ pathname: '/dpl/av/stock-reminder/unsubscribe', search: '' }, '/dpl/av')).toBe(false)
    expect(
      canHydrate({ pathname: '/dpl/av/research/confirmation', search: '?market-research-doi-token=t' }, '/dpl/av'),
    ).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/research/confirmation', search: '?token=t' }, '/dpl/av')).toBe(false)
    const upsell = '?customer_id=1&email=a%40b.de&external_order_id=2'
    expect(canHydrate({ pathname: '/dpl/av/unsubscribe/upsell', search: upsell }, '/dpl/av')).toBe(true)
    expect(
      canHydrate({ pathname: '/dpl/av/unsubscribe/upsell', search: '?customer_id=1&email=a%40b.de' }, '/dpl/av'),
    ).toBe(false)
  })

  it('hydrates account verification’s first step, and renders afresh where the login page handed the username over', () => {
    expect(canHydrate({ pathname: '/dpl/av/account-verification', search: '' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: '/dpl/av/account-verification', search: '' }, '/dpl/av', { key: 'k' })).toBe(true)
    const handedOver = { usr: { username: 'anna.schmidt@example.de' }, key: 'k', idx: 1 }
    expect(canHydrate({ pathname: '/dpl/av/account-verification', search: '' }, '/dpl/av', handedOver)).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/account-verification/customer-number', search: '' }, '/dpl/av')).toBe(false)
  })

  it('hydrates a page whose text a query parameter chooses with any value: its script has put that markup in place', () => {
    expect(canHydrate({ pathname: '/dpl/av/post-logout', search: '?reason=account-deleted' }, '/dpl/av')).toBe(true)
    const linkSent = '/dpl/av/send-password-link-success'
    expect(canHydrate({ pathname: linkSent, search: '?reason=password-forgotten' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: linkSent, search: '?reason=unknown' }, '/dpl/av')).toBe(true)
    expect(canHydrate({ pathname: linkSent, search: '' }, '/dpl/av')).toBe(true)
  })

  it('renders afresh where the markup does not fit: other pages and the social-login provider’s way back', () => {
    expect(canHydrate({ pathname: '/dpl/av/', search: '' }, '/dpl/av')).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/login/forgottenpassword/abc', search: '' }, '/dpl/av')).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/login', search: '?code=123&state=x' }, '/dpl/av')).toBe(false)
    expect(canHydrate({ pathname: '/dpl/av/login', search: '?error=access_denied' }, '/dpl/av')).toBe(false)
  })
})

describe('preloadRouteModules', () => {
  it('starts the lazy modules of the matched layout and page, and no others', () => {
    const layout = vi.fn(async () => ({}))
    const home = vi.fn(async () => ({}))
    const login = vi.fn(async () => ({}))
    const routes: RouteObject[] = [
      { path: '/login', lazy: login },
      { lazy: layout, children: [{ index: true, lazy: home }] },
    ]
    void preloadRouteModules(routes, '/dpl/av/', '/dpl/av')
    expect(layout).toHaveBeenCalledOnce()
    expect(home).toHaveBeenCalledOnce()
    expect(login).not.toHaveBeenCalled()
  })

  it('leaves a failed download to the page that asks for it (no unhandled rejection)', async () => {
    const failing = vi.fn(() => Promise.reject(new Error('offline')))
    // Settles all the same: the app's first render waits for it under account home's early frame.
    await expect(preloadRouteModules([{ path: '/login', lazy: failing }], '/login', '/')).resolves.toEqual([
      { params: {}, module: undefined },
    ])
    expect(failing).toHaveBeenCalledOnce()
  })
})
