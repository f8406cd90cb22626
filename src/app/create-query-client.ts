import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/shared/api/api-errors'
import { clearCachesOnIdentityChange } from '@/shared/session/identity-change'
import { dropPasswordsOnSettle } from '@/shared/session/password-mutations'

/** How long an answer counts as fresh: a page that mounts within this time shows it without asking again. */
const answerFreshForMs = 5_000

/**
 * Retries only what a quick retry can fix (a dropped connection, 5xx), never a 4xx answer and never a
 * timeout: a hung service would otherwise hold the spinner for two full timeouts. `retryDelayMs`
 * replaces React Query's growing delay (a second before the first retry) where nobody waits for a
 * real service: tests and stories pass 0. The caches hold one customer's answers only
 * (identity-change.ts) and no password once its request has settled (password-mutations.ts).
 */
export function createQueryClient({ retryDelayMs }: { retryDelayMs?: number } = {}): QueryClient {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        ...(retryDelayMs !== undefined ? { retryDelay: retryDelayMs } : {}),
        retry: (failureCount, error) =>
          failureCount < 1 &&
          isApiError(error) &&
          (error.kind === 'network' || (error.kind === 'http' && (error.status ?? 0) >= 500)),
        refetchOnWindowFocus: false,
        // A failed call is asked again by the customer (the page's "Neu laden") or by the next visit's loader,
        // not silently as a component mounts: a route's loader asks before its page mounts, and the page shows
        // that call's failure instead of sending it twice more (account-page-loader.ts).
        retryOnMount: false,
        // An answer asked for moments ago is not asked for again when a page shows it: the route's loader asks
        // for the page's calls as its code loads.
        staleTime: answerFreshForMs,
      },
      mutations: { retry: false },
    },
  })
  clearCachesOnIdentityChange(queryClient)
  dropPasswordsOnSettle(queryClient)
  return queryClient
}
