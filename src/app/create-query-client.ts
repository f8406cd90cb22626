import { QueryClient } from '@tanstack/react-query'
import { isApiError } from '@/shared/api/api-errors'

/** Retries only what a retry can fix (network trouble, 5xx), never a 4xx answer. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          failureCount < 1 && isApiError(error) && (error.kind !== 'http' || (error.status ?? 0) >= 500),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
