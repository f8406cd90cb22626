import { useEffect, useReducer, useState } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useRuntime } from '@/shared/config/runtime'
import { useFollowRedirect, useRedirectTarget } from '@/shared/config/app-routes-context'
import { useFlag } from '@/shared/flags/use-flag'
import { rememberLoginMethod, type LoginMethod } from '@/shared/session/local-preferences'
import { logout } from '@/shared/session/session-api'
import { refreshSessionAfterSignIn } from '@/shared/session/identity-change'
import { track } from '@/shared/tracking/tracking'
import { normalizeUsername, usernameKind } from '@/shared/validation/username'
import { checkUsername } from '../api/check-username'
import { login } from '../api/login'
import type { AccountPrefill } from '../api/social-login-api'
import { accountVerificationPath } from '../verification/account-verification-paths'
import { initialLoginState, loginReducer } from './login-reducer'
import { loginErrorFrom, matchesRequestedUsername, usernameCheckOutcomeFrom, type LoginError } from './login-result'
import type { PasswordForm } from './password-step'

const genericError: LoginError = { type: 'error', messageKey: 'login.genericError', reason: 'UNKNOWN' }

/** Fetches the password step early: it is needed as soon as the username is confirmed. */
export const loadPasswordStep = () => import('./password-step')

/**
 * The login page's steps (login-reducer.ts) and what they set off: the username check, the
 * sign-in, leaving for account verification, and on success the redirect (spec section 4).
 */
export function useLoginFlow() {
  const { recaptcha, prepareRecaptcha, locale } = useRuntime()
  const lightAccountEnabled = useFlag('lightAccount')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirectTarget = useRedirectTarget()
  const followRedirect = useFollowRedirect()
  const [state, dispatch] = useReducer(loginReducer, initialLoginState)
  // The username check and the sign-in ask for tokens: the script loads in the background meanwhile.
  useEffect(() => prepareRecaptcha?.(), [prepareRecaptcha])

  // The provider's redirect is a fresh page load: the callback parameters are there from the start.
  const [searchParams] = useSearchParams()
  const [returnedFromProvider] = useState(() => searchParams.has('code') || searchParams.has('error'))

  /** Spec section 4 "Login success": remember the method, track, then on to the target. */
  async function completeLogin(loginMethod: LoginMethod) {
    rememberLoginMethod(loginMethod)
    track({ event: 'login', method: loginMethod })
    await refreshSessionAfterSignIn(queryClient)
    await followRedirect(redirectTarget)
  }

  async function confirmUsername(rawUsername: string) {
    const username = normalizeUsername(rawUsername)
    dispatch({ type: 'usernameSubmitted', username })
    void loadPasswordStep()
    // Without the reCAPTCHA executor nothing can be checked (spec section 5).
    if (!recaptcha) return dispatch({ type: 'failed', error: genericError })
    try {
      const check = await checkUsername(username, await recaptcha('username_check'))
      dispatch({
        type: 'usernameConfirmed',
        socialLoginProvider: check.hasPassword === false ? (check.socialLoginProvider ?? null) : null,
      })
    } catch (error) {
      const outcome = usernameCheckOutcomeFrom(error, locale)
      // No credentials (not a light user): the customer proves who they are first.
      if (outcome.next === 'noCredentials' && !outcome.lightUser)
        return navigate(accountVerificationPath(username), { state: { username } })
      dispatch({ type: 'usernameChecked', outcome })
    }
  }

  async function submitPassword({ password, stayLoggedIn }: PasswordForm) {
    const { username } = state
    const loginMethod = usernameKind(username)
    dispatch({ type: 'passwordSubmitted' })
    if (!recaptcha) return dispatch({ type: 'failed', error: { ...genericError, loginMethod } })
    try {
      const response = await login({ username, password, stayLoggedIn }, await recaptcha('login'))
      if (!matchesRequestedUsername(username, response)) {
        // Someone else's session must not stay open.
        await logout().catch(() => undefined)
        return dispatch({
          type: 'failed',
          error: { type: 'error', messageKey: 'login.wrongCustomer', reason: 'WRONG_CUSTOMER', loginMethod },
        })
      }
      await completeLogin(loginMethod)
    } catch (error) {
      dispatch({ type: 'failed', error: loginErrorFrom(error, loginMethod) })
    }
  }

  return {
    state,
    returnedFromProvider,
    /** The `reason` the app sent a signed-out customer here with (paths.login.getHref). */
    signedOutReason: searchParams.get('reason'),
    confirmUsername,
    submitPassword,
    completeLogin,
    changeUsername: () => dispatch({ type: 'changeUsername' }),
    showPasswordUnknown: () => dispatch({ type: 'showPasswordUnknown' }),
    /** Offered where the flag lightAccount is on. */
    createLightAccount: lightAccountEnabled ? () => dispatch({ type: 'showCreateLightAccount' }) : undefined,
    accountCreated: (email: string, newsletterConsent: boolean) =>
      dispatch({ type: 'accountCreated', email, newsletterConsent }),
    duplicateAccount: (email: string) => dispatch({ type: 'duplicateAccount', email }),
    lightUserModalClosed: (error?: LoginError) => dispatch({ type: 'lightUserModalClosed', error }),
    socialLogin: {
      onStarted: () => dispatch({ type: 'socialLoginStarted' }),
      onSignedIn: completeLogin,
      onAccountNotFound: (prefill: AccountPrefill) => dispatch({ type: 'showCreateAccount', prefill }),
      onFailed: (error: LoginError) => dispatch({ type: 'failed', error }),
    },
  }
}
