import { describe, expect, it } from 'vitest'
import { matchRoutes, type RouteObject } from 'react-router'
import { paths } from '@/shared/config/paths'
import { createAppRoutes } from '../routes'
import { isRoutedPath } from './routed-paths'

/** What the navigation asked before: the deepest matching route is not the page-not-found one. */
function routedByMatching(routes: RouteObject[], path: string) {
  const deepest = matchRoutes(routes, path)?.at(-1)
  return Boolean(deepest && deepest.route.path !== '*')
}

describe('isRoutedPath', () => {
  it("agrees with matching against the whole route table, for every route's path and for unknown ones", () => {
    const routes = createAppRoutes()
    const candidates = [
      ...Object.values(paths).flatMap((route) => ('path' in route ? [route.path] : [])),
      ...Object.values(paths).flatMap((route) =>
        'getHref' in route && route.getHref.length === 0 ? [(route.getHref as () => string)()] : [],
      ),
      '/',
      '/gibt-es-nicht',
      '/bestellungen/12345',
      '/bestellungen/',
      '/BESTELLUNGEN',
      '/konto-verifizierung/order-number-verification',
      '/login?redirect=%2F',
    ]
    expect(candidates.length).toBeGreaterThan(20)
    for (const path of candidates)
      expect([path, isRoutedPath(routes, path)]).toEqual([path, routedByMatching(routes, path)])
  })

  it('knows a page only where the table has one: a nested, an index and a parameter route; not the fallback', () => {
    const routes: RouteObject[] = [
      {
        path: '/',
        children: [{ index: true }, { path: 'a', children: [{ path: 'b' }] }, { path: 'c/:id' }, { path: '*' }],
      },
    ]
    expect(['/', '/a', '/a/b', '/c/7', '/c', '/x', '/a/x'].map((path) => isRoutedPath(routes, path))).toEqual(
      ['/', '/a', '/a/b', '/c/7', '/c', '/x', '/a/x'].map((path) => routedByMatching(routes, path)),
    )
    expect(isRoutedPath(routes, '/x')).toBe(false)
    expect(isRoutedPath(routes, '/a/b')).toBe(true)
  })
})
