import { hashKey, matchMutation, type Mutation, type Query, type QueryClient } from '@tanstack/react-query'
import { loginStateQueryOptions, sessionKeys, type SessionState } from './session-api'
import { tellOtherTabsTheCustomerChanged } from './session-across-tabs'

/** Who the login state says is signed in: the customer number, or null when logged out. */
type Identity = string | null

function identityOf(state: SessionState): Identity {
  if (!state.loggedIn) return null
  const { customerNumber, customerId, email, username } = state.user
  // A login state without a customer number still names someone: signed in is never "logged out".
  return (customerNumber ?? customerId ?? email ?? username ?? '').trim().toLowerCase()
}

const loginStateHash = hashKey(sessionKeys.loginState)
const isLoginState = (query: Query) => query.queryHash === loginStateHash

/**
 * The one place that ties the caches to the signed-in customer: whenever the login state names
 * someone else than it last did (A → logged out, logged out → B, A → B, however the change came
 * about: login page, social login, magic link, an expired session, a sign-in in another tab), every
 * query but the login state is cleared and so is the mutation cache. Queries no page shows are
 * removed; those a page shows are reset (their data gone at once, so the page shows its loading
 * state and never the previous customer's answers) and asked for again.
 *
 * The first answer (unknown → A) clears nothing: until then the protected pages wait for the login
 * state and nothing but the login state is prefetched (src/main.tsx), so what a public page may have
 * cached was asked for with the same cookies as that first answer, the same customer's. Clearing it
 * would only ask for it twice. A login state without data (not asked for yet, or removed and asked
 * for again) is no answer: the last customer seen stays the one to compare with. The login state
 * itself is never touched here, so the clearing cannot set off another one.
 */
export function clearCachesOnIdentityChange(queryClient: QueryClient): () => void {
  let lastSeen: { identity: Identity } | undefined
  return queryClient.getQueryCache().subscribe((event) => {
    if (!isLoginState(event.query)) return
    const state = event.query.state.data as SessionState | undefined
    if (state === undefined) return
    const identity = identityOf(state)
    const previous = lastSeen
    lastSeen = { identity }
    if (!previous || previous.identity === identity) return
    tellOtherTabsTheCustomerChanged()
    const others = (query: Query) => !isLoginState(query)
    clearMutationsButLeaving(queryClient)
    queryClient.removeQueries({ predicate: others, type: 'inactive' })
    void queryClient.resetQueries({ predicate: others, type: 'active' })
  })
}

/**
 * Every mutation goes but a pending logout: it is what tells the session-expiry watcher and the
 * protected route that the customer is leaving on purpose (leave-account.ts), and the post-logout
 * page setting "logged out" is the identity change that would otherwise drop it before it settled.
 */
function clearMutationsButLeaving(queryClient: QueryClient) {
  const mutationCache = queryClient.getMutationCache()
  const leaving = (mutation: Mutation) =>
    mutation.state.status === 'pending' && matchMutation({ mutationKey: sessionKeys.logout }, mutation)
  for (const mutation of mutationCache.getAll()) if (!leaving(mutation)) mutationCache.remove(mutation)
}

/**
 * After a sign-in (login page, social login, magic link): the session's answers are asked for again,
 * and the login state even where no page shows it, before the next page opens. By then the login
 * state names the new customer and the caches hold nothing of the one before.
 */
export async function refreshSessionAfterSignIn(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
    // Shown by a page: already asked for again just above (fetchQuery joins that call).
    queryClient.fetchQuery({ ...loginStateQueryOptions(), staleTime: 0 }).catch(() => undefined),
  ])
}
