import type { QueryClient, QueryKey } from '@tanstack/react-query'

/**
 * Throws until the app has its answers: each of these queries has settled (data or error) and no query
 * is fetching any more. For `waitFor` before a negative assertion: once it passes, whatever those
 * answers would show has had its chance (React Query hands answers to the page in a zero-delay timer,
 * which runs before the one `waitFor` waits on before it returns).
 *
 *   await waitFor(() => assertAnswered(queryClient, sessionKeys.stayLoggedIn))
 *   expect(screen.queryByText('Angemeldet bleiben?')).not.toBeInTheDocument()
 */
export function assertAnswered(queryClient: QueryClient, ...queryKeys: QueryKey[]): void {
  for (const queryKey of queryKeys) {
    const state = queryClient.getQueryState(queryKey)
    if (!state || state.status === 'pending') throw new Error(`query ${JSON.stringify(queryKey)} has no answer yet`)
  }
  const fetching = queryClient.isFetching()
  if (fetching > 0) throw new Error(`${fetching} queries are still fetching`)
}

/** Throws until the query's call is on its way (the page that asked has rendered without its answer). */
export function assertAsking(queryClient: QueryClient, queryKey: QueryKey): void {
  if (queryClient.getQueryState(queryKey)?.fetchStatus !== 'fetching')
    throw new Error(`query ${JSON.stringify(queryKey)} is not fetching`)
}
