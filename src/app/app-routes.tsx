import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import { useLocation, useRoutes, type RouteObject } from 'react-router'
import { logger } from '@/shared/logging/logger'
import { loadedRouteComponent, loadRouteModule } from './route-modules'

type RouteErrorFallback = ComponentType<{ error: unknown }>

/**
 * Renders the route table with react-router's declarative API, which is half the size of the
 * data router. Route objects keep the data-router shape (`lazy`, `errorElement`), converted here:
 * `lazy` becomes React.lazy, `errorElement` an error boundary around the route.
 */
export function AppRoutes({ routes, errorFallback }: { routes: RouteObject[]; errorFallback: RouteErrorFallback }) {
  const elementRoutes = useMemo(() => toElementRoutes(routes, errorFallback), [routes, errorFallback])
  // One boundary for all lazy pages: during a navigation the previous page stays until the next has loaded.
  return <Suspense fallback={null}>{useRoutes(elementRoutes)}</Suspense>
}

/** `position` names a route by its place in the table, e.g. "0.1.3". */
function toElementRoutes(routes: RouteObject[], errorFallback: RouteErrorFallback, position = ''): RouteObject[] {
  return routes.map((route, index) => {
    const routePosition = `${position}${index}`
    const { lazy: load, errorElement, children, ...rest } = route
    let element = rest.element
    if (typeof load === 'function') {
      const LazyPage = lazy(async () => {
        const module = await loadRouteModule(route)
        if (!module.Component) throw new Error('A lazy route must export a Component')
        return { default: module.Component }
      })
      // Keyed by route: another route's page at the same place mounts afresh (RoutePage chooses once).
      element = <RoutePage lazyPage={LazyPage} load={load} key={routePosition} />
    }
    if (errorElement !== undefined)
      element = <RouteErrorBoundary fallback={errorFallback}>{element}</RouteErrorBoundary>
    const converted = { ...rest, element } as RouteObject
    if (children) converted.children = toElementRoutes(children, errorFallback, `${routePosition}.`)
    return converted
  })
}

/**
 * A page whose module has loaded already renders at once (src/main.tsx waits for it under account
 * home's early frame); otherwise React.lazy suspends, even for a module that is only a microtask away.
 * Chosen once per mount: switching later would remount the page and lose its state.
 */
function RoutePage({ lazyPage: LazyPage, load }: { lazyPage: ComponentType; load: RouteObject['lazy'] }) {
  const [LoadedPage] = useState(() => loadedRouteComponent(load))
  return LoadedPage ? <LoadedPage /> : <LazyPage />
}

type BoundaryProps = { fallback: RouteErrorFallback; children: ReactNode; resetKey: string }

class ErrorBoundary extends Component<BoundaryProps, { error: unknown; failedAt: string | null }> {
  state = { error: null as unknown, failedAt: null as string | null }

  static getDerivedStateFromError(error: unknown) {
    return { error }
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: { error: unknown; failedAt: string | null }) {
    // Navigating elsewhere gives the new page a fresh chance.
    if (state.failedAt !== null && state.failedAt !== props.resetKey) return { error: null, failedAt: null }
    if (state.error !== null && state.failedAt === null) return { failedAt: props.resetKey }
    return null
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    logger.error('app.render-error', {
      name: error instanceof Error ? error.name : typeof error,
      hasStack: Boolean(info.componentStack),
    })
  }

  render() {
    const Fallback = this.props.fallback
    return this.state.error !== null ? <Fallback error={this.state.error} /> : this.props.children
  }
}

function RouteErrorBoundary({ fallback, children }: { fallback: RouteErrorFallback; children: ReactNode }) {
  const { pathname } = useLocation()
  return (
    <ErrorBoundary fallback={fallback} resetKey={pathname}>
      {children}
    </ErrorBoundary>
  )
}
