import { lazy, Suspense, useReducer, useState } from 'react'
import { useIntl } from 'react-intl'
import { Navigate, useNavigate, useSearchParams } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { Spinner } from '@/shared/ui/spinner'
import { useRuntime } from '@/shared/config/runtime'
import { useRedirectTarget } from '@/shared/config/app-routes-context'
import { useFlag } from '@/shared/flags/use-flag'
import { rememberLoginMethod, type LoginMethod } from '@/shared/session/local-preferences'
import { logout, sessionKeys, useSession } from '@/shared/session/session-api'
import { track } from '@/shared/tracking/tracking'
import { normalizeUsername, usernameKind } from '@/shared/validation/username'
import { checkUsername } from '../api/check-username'
import { login } from '../api/login'
import { loginErrorFrom, matchesRequestedUsername, usernameCheckOutcomeFrom, type LoginError } from '../login-result'
import { loginMessages } from '../messages'
import { initialLoginState, loginReducer } from '../login-reducer'
import { accountVerificationPath } from '../account-verification-paths'
import { LoginErrorMessage } from './login-error-message'
import type { PasswordForm } from './password-step'
import { UsernameStep } from './username-step'

// Only the username step is part of the login route's first download. The password step is fetched
// while the username is checked; the steps most sign-ins never reach load on demand.
const loadPasswordStep = () => import('./password-step')
const PasswordStep = lazy(() => loadPasswordStep().then((m) => ({ default: m.PasswordStep })))
const CreateAccountStep = lazy(() => import('./create-account-step').then((m) => ({ default: m.CreateAccountStep })))
const DoubleOptInStep = lazy(() => import('./double-opt-in-step').then((m) => ({ default: m.DoubleOptInStep })))
const EmailUnknownStep = lazy(() => import('./email-unknown-step').then((m) => ({ default: m.EmailUnknownStep })))
const PasswordUnknownStep = lazy(() =>
  import('./password-unknown-step').then((m) => ({ default: m.PasswordUnknownStep })),
)
const CreateLightAccountStep = lazy(() =>
  import('./create-light-account-step').then((m) => ({ default: m.CreateLightAccountStep })),
)
const LightUserSetPasswordModal = lazy(() =>
  import('./light-user-set-password-modal').then((m) => ({ default: m.LightUserSetPasswordModal })),
)
const MagicLinkOption = lazy(() => import('./magic-link-option').then((m) => ({ default: m.MagicLinkOption })))
// Off in production (flag socialLogin): its buttons are only downloaded where they are shown.
const SocialLoginButtons = lazy(() => import('./social-login-buttons').then((m) => ({ default: m.SocialLoginButtons })))
// Mounted only when the provider redirected back to the login page.
const SocialLoginCallback = lazy(() =>
  import('./social-login-callback').then((m) => ({ default: m.SocialLoginCallback })),
)
const SocialAccountStep = lazy(() => import('./social-account-step').then((m) => ({ default: m.SocialAccountStep })))

const genericError: LoginError = { type: 'error', messageKey: 'login.genericError', reason: 'UNKNOWN' }

export function LoginPage() {
  const intl = useIntl()
  const { recaptcha, locale } = useRuntime()
  const showBenefits = useFlag('loginBenefits')
  const magicLinkEnabled = useFlag('magicLinkLogin')
  const socialLoginEnabled = useFlag('socialLogin')
  const lightAccountEnabled = useFlag('lightAccount')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirectTarget = useRedirectTarget()
  const [state, dispatch] = useReducer(loginReducer, initialLoginState)
  const session = useSession()
  useDocumentTitle(intl.formatMessage(loginMessages.pageTitle))

  /** Spec section 4 "Login success": remember the method, track, then on to the target. */
  async function completeLogin(loginMethod: LoginMethod) {
    rememberLoginMethod(loginMethod)
    track({ type: 'login', loginMethod })
    await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
    await navigate(redirectTarget, { replace: true })
  }

  // The provider's redirect is a fresh page load: the callback parameters are there from the start.
  const [searchParams] = useSearchParams()
  const [returnedFromProvider] = useState(() => searchParams.has('code') || searchParams.has('error'))

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

  const changeUsername = () => dispatch({ type: 'changeUsername' })
  const createLightAccount = lightAccountEnabled ? () => dispatch({ type: 'showCreateLightAccount' }) : undefined

  // Already signed in (another tab, or back button after login): on to the target.
  if (session.status === 'loggedIn' && !state.busy) return <Navigate to={redirectTarget} replace />

  return (
    <div className="login-page stack">
      {returnedFromProvider ? (
        <Suspense fallback={null}>
          <SocialLoginCallback
            onStarted={() => dispatch({ type: 'socialLoginStarted' })}
            onSignedIn={completeLogin}
            onAccountNotFound={(prefill) => dispatch({ type: 'showCreateAccount', prefill })}
            onFailed={(error) => dispatch({ type: 'failed', error })}
          />
        </Suspense>
      ) : null}
      <h1>{intl.formatMessage(loginMessages.heading)}</h1>
      <div className="card stack">
        {state.error ? <LoginErrorMessage error={state.error} /> : null}
        <Suspense fallback={<Spinner />}>
          {state.step === 'username' ? (
            <>
              <UsernameStep defaultUsername={state.username} busy={state.busy} onSubmit={confirmUsername} />
              {socialLoginEnabled ? (
                <Suspense fallback={null}>
                  <SocialLoginButtons busy={state.busy} />
                </Suspense>
              ) : null}
            </>
          ) : null}
          {state.step === 'password' && state.socialLoginProvider ? (
            <SocialAccountStep
              username={state.username}
              provider={state.socialLoginProvider}
              onChangeUsername={changeUsername}
            />
          ) : null}
          {state.step === 'password' && !state.socialLoginProvider ? (
            <>
              <PasswordStep
                username={state.username}
                busy={state.busy}
                onSubmit={submitPassword}
                onChangeUsername={changeUsername}
                onPasswordUnknown={() => dispatch({ type: 'showPasswordUnknown' })}
              />
              {magicLinkEnabled ? (
                // Its own boundary: the password field never waits for the link option.
                <Suspense fallback={null}>
                  <MagicLinkOption username={state.username} />
                </Suspense>
              ) : null}
            </>
          ) : null}
          {state.step === 'passwordUnknown' ? (
            <PasswordUnknownStep username={state.username} onChangeUsername={changeUsername} />
          ) : null}
          {state.step === 'emailUnknown' ? (
            <EmailUnknownStep
              email={state.username}
              onCreateLightAccount={createLightAccount}
              onChangeUsername={changeUsername}
            />
          ) : null}
          {state.step === 'createAccount' ? (
            <CreateAccountStep
              email={state.username}
              prefill={state.accountPrefill}
              onCreateLightAccount={createLightAccount}
              onCreated={(email, newsletterConsent) => dispatch({ type: 'accountCreated', email, newsletterConsent })}
              onDuplicateAccount={(email) => dispatch({ type: 'duplicateAccount', email })}
              onChangeUsername={changeUsername}
            />
          ) : null}
          {state.step === 'createAccountDoubleOptIn' ? (
            <DoubleOptInStep email={state.username} newsletterConsent={state.newsletterConsent} />
          ) : null}
          {state.step === 'createLightAccount' ? (
            <CreateLightAccountStep email={state.username} prefill={state.accountPrefill} onCancel={changeUsername} />
          ) : null}
        </Suspense>
      </div>
      {state.lightUserModalOpen ? (
        <Suspense fallback={null}>
          <LightUserSetPasswordModal
            open
            username={state.username}
            onClose={(error) => dispatch({ type: 'lightUserModalClosed', error })}
          />
        </Suspense>
      ) : null}
      {showBenefits && (state.step === 'username' || state.step === 'password') ? (
        <section aria-labelledby="login-benefits" className="card">
          <h2 id="login-benefits">{intl.formatMessage(loginMessages.benefitsHeading)}</h2>
          <ul className="benefits">
            <li>{intl.formatMessage(loginMessages.benefitOrders)}</li>
            <li>{intl.formatMessage(loginMessages.benefitInvoices)}</li>
            <li>{intl.formatMessage(loginMessages.benefitFaster)}</li>
          </ul>
        </section>
      ) : null}
    </div>
  )
}
