import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import type { PageStartCalls } from '@/shared/api/page-start-calls'

/** What a lazy route of routes.tsx loads: its page and the calls the page makes as it opens. */
export type RouteModule = { Component?: ComponentType | null; startCalls?: PageStartCalls }

type LazyRoute = () => Promise<RouteModule>

const loadedComponents = new WeakMap<LazyRoute, ComponentType>()

/** Loads a lazy route's module and remembers its page, so that a later first render needs no wait. */
export async function loadRouteModule(route: RouteObject): Promise<RouteModule> {
  const load = route.lazy as unknown as LazyRoute
  const module = await load()
  if (module.Component) loadedComponents.set(load, module.Component)
  return module
}

/** The page of a lazy route whose module has loaded already (see loadRouteModule), else undefined. */
export function loadedRouteComponent(load: RouteObject['lazy']): ComponentType | undefined {
  return typeof load === 'function' ? loadedComponents.get(load as unknown as LazyRoute) : undefined
}
