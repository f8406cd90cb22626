import { describe, expect, it } from 'vitest'
import { routeItems } from '../../spec-map/items/routes'
import { benchPages, matchesRoute } from './pages'

const users = {
  anonymous: { username: 'anna.schmidt@example.de', password: 'Sommer2026!' },
  'account-settings': { username: 'anna.schmidt@example.de', password: 'Sommer2026!' },
}

describe('the pages the Lighthouse bench opens', () => {
  it('reads route patterns with parameters, the empty path and the catch-all', () => {
    expect(matchesRoute('orders/:id', '/orders/order-0006')).toBe(true)
    expect(matchesRoute('orders/:id', '/orders/order-0006/returns')).toBe(false)
    expect(matchesRoute('(empty)', '/')).toBe(true)
    expect(matchesRoute('login', '/login?next=x')).toBe(true)
    expect(matchesRoute('(any other)', '/gibt-es-nicht')).toBe(true)
  })

  it('measures or names a reason for every route of the route table', () => {
    const { pages, skipped } = benchPages(users)
    const routeIds = routeItems.filter((item) => item.id.startsWith('2.routes.')).map((item) => item.id)
    expect([...pages.map((page) => page.itemId), ...skipped.map((page) => `2.routes.${page.name}`)].sort()).toEqual(
      [...routeIds].sort(),
    )
    for (const { reason } of skipped) expect(reason).not.toBe('')
  })

  it('signs in for protected routes, turns on the flag a route needs, and mails the links an action sends', () => {
    const byName = new Map(benchPages(users).pages.map((page) => [page.name, page]))
    expect(byName.get('orders')).toMatchObject({ signedIn: true, scenario: 'orders-every-status' })
    expect(byName.get('login')).toMatchObject({ signedIn: false })
    expect(byName.get('contacts')?.flags).toEqual(['contactForm'])
    expect(byName.get('magic-link')?.mail).toMatchObject({ linkPath: '/magic-link', signedIn: false })
    expect(byName.get('email-change-confirm-doi')).toMatchObject({ signedIn: true })
  })
})
