import { matchRoutes, type RouteObject } from 'react-router'

type RoutedPaths = { plain: Set<string>; known: Map<string, boolean> }

const byRoutes = new WeakMap<RouteObject[], RoutedPaths>()

const normalized = (path: string) => (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '').toLowerCase() || '/'

/** Every route's full path without parameters, optional segments or splats (one walk of the table). */
function plainPaths(routes: RouteObject[], parent = '', into = new Set<string>()): Set<string> {
  for (const route of routes) {
    const path = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`
    const plain = !/[:*?]/.test(path)
    if (plain && (route.path !== undefined || route.index)) into.add(normalized(path))
    if (route.children && plain) plainPaths(route.children, path, into)
  }
  return into
}

/**
 * Whether a page exists for the path (its deepest matching route is not the page-not-found one).
 * The navigation asks this of each of its entries on every render: matching each against the whole
 * route table (`matchRoutes` flattens and ranks it every time) cost a phone a quarter of a second
 * before account home could paint. Plain paths are looked up in a set made once per route table;
 * any other path is matched once and remembered.
 */
export function isRoutedPath(routes: RouteObject[], path: string): boolean {
  let routed = byRoutes.get(routes)
  if (!routed) byRoutes.set(routes, (routed = { plain: plainPaths(routes), known: new Map() }))
  const key = normalized(path)
  if (routed.plain.has(key)) return true
  let known = routed.known.get(key)
  if (known === undefined) {
    const deepest = matchRoutes(routes, path)?.at(-1)
    known = Boolean(deepest && deepest.route.path !== '*')
    routed.known.set(key, known)
  }
  return known
}
