import { useReducer } from 'react'
import { useIntl } from 'react-intl'
import { Navigate, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { useRedirectTarget } from '@/shared/config/app-routes-context'
import { useFlag } from '@/shared/flags/use-flag'
import { rememberLoginMethod } from '@/shared/session/local-preferences'
import { logout, sessionKeys, useSession } from '@/shared/session/session-api'
import { track } from '@/shared/tracking/tracking'
import { normalizeUsername, usernameKind } from '@/shared/validation/username'
import { checkUsername } from '../api/check-username'
import { login } from '../api/login'
import { loginErrorFrom, matchesRequestedUsername, usernameCheckOutcomeFrom, type LoginError } from '../login-result'
import { loginMessages } from '../messages'
import { initialLoginState, loginReducer } from '../login-reducer'
import { LoginErrorMessage } from './login-error-message'
import { PasswordStep, type PasswordForm } from './password-step'
import { UsernameStep } from './username-step'

const genericError: LoginError = { type: 'error', messageKey: 'login.genericError', reason: 'UNKNOWN' }

export function LoginPage() {
  const intl = useIntl()
  const { recaptcha, locale } = useRuntime()
  const showBenefits = useFlag('loginBenefits')
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const redirectTarget = useRedirectTarget()
  const [state, dispatch] = useReducer(loginReducer, initialLoginState)
  const session = useSession()
  useDocumentTitle(intl.formatMessage(loginMessages.pageTitle))

  async function confirmUsername(rawUsername: string) {
    const username = normalizeUsername(rawUsername)
    dispatch({ type: 'usernameSubmitted', username })
    // Without the reCAPTCHA executor nothing can be checked (spec section 5).
    if (!recaptcha) return dispatch({ type: 'failed', error: genericError })
    try {
      await checkUsername(username, await recaptcha('username_check'))
      dispatch({ type: 'usernameConfirmed' })
    } catch (error) {
      dispatch({ type: 'usernameChecked', outcome: usernameCheckOutcomeFrom(error) })
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
      rememberLoginMethod(loginMethod)
      track({ type: 'login', loginMethod })
      await queryClient.invalidateQueries({ queryKey: sessionKeys.all })
      await navigate(redirectTarget, { replace: true })
    } catch (error) {
      dispatch({ type: 'failed', error: loginErrorFrom(error, loginMethod) })
    }
  }

  // Already signed in (another tab, or back button after login): on to the target.
  if (session.status === 'loggedIn' && !state.busy) return <Navigate to={redirectTarget} replace />

  return (
    <div className="login-page stack">
      <h1>{intl.formatMessage(loginMessages.heading)}</h1>
      <div className="card stack">
        {state.error ? <LoginErrorMessage error={state.error} /> : null}
        {state.step === 'username' ? (
          <UsernameStep defaultUsername={state.username} busy={state.busy} onSubmit={confirmUsername} />
        ) : null}
        {state.step === 'password' ? (
          <PasswordStep
            username={state.username}
            busy={state.busy}
            onSubmit={submitPassword}
            onChangeUsername={() => dispatch({ type: 'changeUsername' })}
          />
        ) : null}
        {state.step === 'emailUnknown' || state.step === 'noCredentials' ? (
          <div className="stack">
            <Alert tone="info">
              <p>
                {intl.formatMessage(
                  state.step === 'emailUnknown' ? loginMessages.emailUnknown : loginMessages.noCredentials,
                  {
                    phone: serviceContact(locale).phone,
                  },
                )}
              </p>
            </Alert>
            <Button variant="secondary" onClick={() => dispatch({ type: 'changeUsername' })}>
              {intl.formatMessage(loginMessages.otherUsername)}
            </Button>
          </div>
        ) : null}
      </div>
      {showBenefits ? (
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
