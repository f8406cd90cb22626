import { useCallback, useEffect, useReducer, useRef } from 'react'

/** Spec section 9: after a link was sent, the action stays disabled this long before it can be used again. */
export const magicLinkSuccessWaitMs = 800

/** The catalogued failures; `tooManyAttempts`: the service throttles sends (429), with the minutes to wait. */
export type MagicLinkFailure = 'generic' | 'connection' | { tooManyAttempts: number | null }

/**
 * Spec section 4 "Magic link": active, in progress, success, disabled. The action is disabled
 * while a request is in progress and during the success wait; `sentTo` keeps the confirmation
 * visible after the action is active again.
 */
export type MagicLinkState = {
  status: 'active' | 'inProgress' | 'success'
  /** The username the last link went to; null until one was sent. */
  sentTo: string | null
  error: MagicLinkFailure | null
}

export type MagicLinkAction =
  | { type: 'sendStarted' }
  | { type: 'sent'; username: string }
  | { type: 'successWaitOver' }
  | { type: 'failed'; error: MagicLinkFailure }

export const initialMagicLinkState: MagicLinkState = { status: 'active', sentTo: null, error: null }

export function magicLinkReducer(state: MagicLinkState, action: MagicLinkAction): MagicLinkState {
  switch (action.type) {
    case 'sendStarted':
      // A second press while disabled changes nothing.
      return state.status === 'active' ? { ...state, status: 'inProgress', error: null } : state
    case 'sent':
      return { status: 'success', sentTo: action.username, error: null }
    case 'successWaitOver':
      return state.status === 'success' ? { ...state, status: 'active' } : state
    case 'failed':
      // Only the error: an earlier confirmation next to it would contradict it.
      return { status: 'active', sentTo: null, error: action.error }
  }
}

export function isMagicLinkActionDisabled(state: MagicLinkState): boolean {
  return state.status !== 'active'
}

/** The magic-link state with its timer: `sent` reactivates the action after the success wait. */
export function useMagicLinkState() {
  const [state, dispatch] = useReducer(magicLinkReducer, initialMagicLinkState)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const sendStarted = useCallback(() => dispatch({ type: 'sendStarted' }), [])
  const failed = useCallback((error: MagicLinkFailure) => dispatch({ type: 'failed', error }), [])
  const sent = useCallback((username: string) => {
    dispatch({ type: 'sent', username })
    clearTimeout(timer.current)
    timer.current = setTimeout(() => dispatch({ type: 'successWaitOver' }), magicLinkSuccessWaitMs)
  }, [])
  return { state, actionDisabled: isMagicLinkActionDisabled(state), sendStarted, sent, failed }
}

/** How long a mailed sign-in link is valid (the backend decides; shown in the confirmation). */
export const magicLinkValidityMinutes = 10
