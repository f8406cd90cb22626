import type { QueryClient } from '@tanstack/react-query'
import { createContext, RouterContextProvider } from 'react-router'
import type { AppRuntime } from '../config/runtime'

/**
 * What the routes' loaders take from the app (React Router's context, not a React one): the query client
 * they start the page's calls through, and the runtime once it has settled (production: once Unleash has
 * answered; the harness, tests and stories: at once), and the router's basename.
 */
export type AppContext = {
  queryClient: QueryClient
  runtime: Promise<AppRuntime>
  /** The router's basename ("/", "/dpl/av" in production), which a loader's request URL carries. */
  basename: string
}

export const appContext = createContext<AppContext>()

/** The router's `getContext`: every navigation's loaders get the app's context. */
export function routerContext(app: AppContext): () => RouterContextProvider {
  return () => new RouterContextProvider(new Map([[appContext, app]]))
}
