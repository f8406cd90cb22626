import { useEffect, useEffectEvent, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { hasStatus, isApiError } from '@/shared/api/api-errors'
import { paths } from '@/shared/config/paths'
import type { LoginMethod } from '@/shared/session/local-preferences'
import {
  socialAccountNotFoundCode,
  socialUserInfoSchema,
  takeSocialLoginState,
  useSocialLoginMutation,
  useSocialLoginRedirectUri,
  type AccountPrefill,
} from '../api/social-login-api'
import { loginErrorFrom, type LoginError } from '../login/login-result'

export type SocialLoginCallbackHandlers = {
  onStarted: () => void
  onSignedIn: (loginMethod: LoginMethod) => Promise<void>
  onAccountNotFound: (prefill: AccountPrefill) => void
  onFailed: (error: LoginError) => void
}

const googleLoginMethod: LoginMethod = 'google'
const genericError: LoginError = {
  type: 'error',
  messageKey: 'login.genericError',
  reason: 'UNKNOWN',
  loginMethod: googleLoginMethod,
}

/**
 * Callbacks already taken on, by code (or error) and state: StrictMode runs effects twice, and the
 * stored state is good for one callback only, so a second run must not even look at it.
 */
const handledCallbacks = new Set<string>()

type CallbackOutcome =
  | { type: 'started' }
  | { type: 'signedIn' }
  | { type: 'accountNotFound'; prefill: AccountPrefill }
  | { type: 'failed'; error: LoginError }

function outcomeOfFailure(error: unknown): CallbackOutcome {
  if (isApiError(error) && error.status === 404 && error.code === socialAccountNotFoundCode) {
    const body = error.body as { userInfo?: unknown } | undefined
    const userInfo = socialUserInfoSchema.safeParse(body?.userInfo)
    if (userInfo.success) return { type: 'accountNotFound', prefill: userInfo.data }
    return { type: 'failed', error: genericError }
  }
  // A refused code (forged, used before, for another redirect): nobody typed a password, so not the
  // wrong-credentials message of the password login.
  if (hasStatus(error, 401)) return { type: 'failed', error: genericError }
  return { type: 'failed', error: loginErrorFrom(error, googleLoginMethod) }
}

/**
 * Completes a social login when the provider redirects back to `/login?code=…&state=…` (or
 * `?error=…`): checks the state against the one stored when the customer left, takes the
 * parameters out of the address bar (keeping the target to open afterwards), and trades the code
 * for a session with POST /user/social-login.
 */
export function useSocialLoginCallback(handlers: SocialLoginCallbackHandlers): void {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const redirectUrl = useSocialLoginRedirectUri()
  const code = searchParams.get('code')
  const state = searchParams.get('state')
  const providerError = searchParams.get('error')
  const { mutateAsync: signIn } = useSocialLoginMutation()

  // Reads the page's latest handlers when called, not those of the render that started the call.
  const report = useEffectEvent(async (outcome: CallbackOutcome) => {
    switch (outcome.type) {
      case 'started':
        return handlers.onStarted()
      case 'signedIn':
        return handlers.onSignedIn(googleLoginMethod)
      case 'accountNotFound':
        return handlers.onAccountNotFound(outcome.prefill)
      case 'failed':
        return handlers.onFailed(outcome.error)
    }
  })

  // The page navigates on to the redirect target it reads from the address bar, so it may do so
  // only once the cleaned address (with the restored target) is shown: the router updates the
  // location in a transition, which can still be pending when a fast answer arrives.
  const signInPending = useRef(false)
  const finishSignIn = useEffectEvent(() => {
    if (code || providerError) {
      signInPending.current = true
      return
    }
    signInPending.current = false
    report({ type: 'signedIn' }).catch(() => report({ type: 'failed', error: genericError }))
  })
  useEffect(() => {
    if (!code && !providerError && signInPending.current) finishSignIn()
  }, [code, providerError])

  useEffect(() => {
    if (!code && !providerError) return
    const callbackKey = JSON.stringify([code, providerError, state])
    if (handledCallbacks.has(callbackKey)) return
    handledCallbacks.add(callbackKey)

    const stored = takeSocialLoginState()
    const stateMatches = Boolean(state && stored && stored.nonce === state)
    const redirectTarget = stateMatches && stored && stored.redirectTarget !== '/' ? stored.redirectTarget : null
    // Code and state leave the address bar (and the history entry) at once.
    void navigate(paths.login.getHref(redirectTarget ?? undefined), { replace: true })

    // Cancelled at the provider: simply back to the username step.
    if (providerError === 'access_denied') return
    if (providerError || !code || !stateMatches) {
      void report({ type: 'failed', error: genericError })
      return
    }

    void report({ type: 'started' })
    signIn({ provider: 'GOOGLE', code, redirectUrl }).then(
      () => finishSignIn(),
      (error: unknown) => report(outcomeOfFailure(error)),
    )
  }, [code, state, providerError, navigate, redirectUrl, signIn])
}
