import type { QueryClient } from '@tanstack/react-query'

const passwordKey = /password/i

/** A non-empty string under a key naming a password (`password`, `currentPassword`, …), at any depth. */
export function carriesPassword(value: unknown, depth = 0): boolean {
  if (depth > 4 || value === null || typeof value !== 'object') return false
  return Object.entries(value).some(
    ([key, inner]) =>
      (passwordKey.test(key) && typeof inner === 'string' && inner !== '') || carriesPassword(inner, depth + 1),
  )
}

/**
 * A password typed into a form (delete account, change password, set password, change email,
 * create account) leaves the mutation cache as soon as its request has settled: the cache would
 * otherwise keep it as the mutation's variables for as long as the form is open, and five minutes
 * after. The form still shows the outcome: its mutation observer keeps its own result. The login
 * password is no mutation (use-login-flow.ts calls the service itself) and never enters the cache.
 */
export function dropPasswordsOnSettle(queryClient: QueryClient): () => void {
  const mutationCache = queryClient.getMutationCache()
  return mutationCache.subscribe((event) => {
    if (event.type !== 'updated' || (event.action.type !== 'success' && event.action.type !== 'error')) return
    if (carriesPassword(event.mutation.state.variables)) mutationCache.remove(event.mutation)
  })
}
