import { useEffect } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { sessionKeys } from './session-api'

/**
 * Another tab never shows the previous customer. The session is one cookie for every tab, but each tab has its
 * own caches: when this tab's login state names someone else (a sign-in, a logout: identity-change.ts), it tells
 * the app's other tabs, which ask for theirs and so clear their caches or go to login within the answer's time.
 * A tab coming back into view asks as well, for what no message told it (a session that ran out, another
 * browser's password change).
 */
const channelName = 'mein-konto.session'

/** Asked again no more than this often for focus and visibility together (both fire on one return). */
const recheckAfterMs = 1_000

let channel: BroadcastChannel | undefined

/** This tab's one channel: a message reaches the other tabs, not the channel that sent it (so not this tab). */
function tabChannel(): BroadcastChannel {
  channel ??= new BroadcastChannel(channelName)
  return channel
}

/** Tells the other tabs that the signed-in customer changed here (no personal data: they ask the server). */
export function tellOtherTabsTheCustomerChanged(): void {
  tabChannel().postMessage('customer-changed')
}

/** The app's listener: messages from other tabs, and this tab's return to view. */
export function useSessionAcrossTabs(queryClient: QueryClient): void {
  useEffect(() => {
    const askAgain = () =>
      void queryClient.refetchQueries({ queryKey: sessionKeys.loginState, type: 'all' }, { cancelRefetch: false })
    const askOnReturn = () => {
      if (document.visibilityState !== 'visible') return
      const answeredAt = queryClient.getQueryState(sessionKeys.loginState)?.dataUpdatedAt ?? 0
      if (Date.now() - answeredAt >= recheckAfterMs) askAgain()
    }
    const messages = tabChannel()
    messages.addEventListener('message', askAgain)
    window.addEventListener('focus', askOnReturn)
    document.addEventListener('visibilitychange', askOnReturn)
    return () => {
      messages.removeEventListener('message', askAgain)
      window.removeEventListener('focus', askOnReturn)
      document.removeEventListener('visibilitychange', askOnReturn)
    }
  }, [queryClient])
}
