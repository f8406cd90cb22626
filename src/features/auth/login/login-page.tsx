import { lazy, Suspense, useEffect } from 'react'
import { useIntl } from 'react-intl'
import { Navigate } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { Spinner } from '@/shared/ui/spinner'
import { useFollowRedirect, useRedirectTarget } from '@/shared/config/app-routes-context'
import { isShopReturnTarget } from '@/shared/config/shop-return-targets'
import { useFlag } from '@/shared/flags/use-flag'
import { useSession } from '@/shared/session/session-api'
import { LoginErrorMessage } from './login-error-message'
import { loginMessages } from './messages'
import { loadPasswordStep, useLoginFlow } from './use-login-flow'
import { UsernameStep } from './username-step'
import './login-page.css'

// Only the username step is part of the login route's first download. The password step is fetched
// while the username is checked; the steps most sign-ins never reach load on demand.
const PasswordStep = lazy(() => loadPasswordStep().then((m) => ({ default: m.PasswordStep })))
const CreateAccountStep = lazy(() =>
  import('../create-account/create-account-step').then((m) => ({ default: m.CreateAccountStep })),
)
const DoubleOptInStep = lazy(() =>
  import('../create-account/double-opt-in-step').then((m) => ({ default: m.DoubleOptInStep })),
)
const EmailUnknownStep = lazy(() =>
  import('../create-account/email-unknown-step').then((m) => ({ default: m.EmailUnknownStep })),
)
const PasswordUnknownStep = lazy(() =>
  import('../passwords/password-unknown-step').then((m) => ({ default: m.PasswordUnknownStep })),
)
const CreateLightAccountStep = lazy(() =>
  import('../light-account/create-light-account-step').then((m) => ({ default: m.CreateLightAccountStep })),
)
const LightUserSetPasswordModal = lazy(() =>
  import('../light-account/light-user-set-password-modal').then((m) => ({ default: m.LightUserSetPasswordModal })),
)
const MagicLinkOption = lazy(() =>
  import('../magic-link/magic-link-option').then((m) => ({ default: m.MagicLinkOption })),
)
// Off in production (flag socialLogin): its buttons are only downloaded where they are shown.
const SocialLoginButtons = lazy(() =>
  import('../social-login/social-login-buttons').then((m) => ({ default: m.SocialLoginButtons })),
)
// Mounted only when the provider redirected back to the login page.
const SocialLoginCallback = lazy(() =>
  import('../social-login/social-login-callback').then((m) => ({ default: m.SocialLoginCallback })),
)
// Only after the app signed the customer out (a session that ran out): the notice says why.
const SignedOutNotice = lazy(() => import('./signed-out-notice').then((m) => ({ default: m.SignedOutNotice })))
const SocialAccountStep = lazy(() =>
  import('../social-login/social-account-step').then((m) => ({ default: m.SocialAccountStep })),
)

/** Signed in already: a route change to the app's own target, a page load to the shop's. */
function OnToTarget({ target }: { target: string }) {
  const followRedirect = useFollowRedirect()
  const leavesForShop = isShopReturnTarget(target)
  useEffect(() => {
    if (leavesForShop) void followRedirect(target)
  }, [followRedirect, leavesForShop, target])
  return leavesForShop ? null : <Navigate to={target} replace />
}

/** The login steps of spec section 4; what they set off lives in use-login-flow.ts. */
export function LoginPage() {
  const intl = useIntl()
  const showBenefits = useFlag('loginBenefits')
  const magicLinkEnabled = useFlag('magicLinkLogin')
  const socialLoginEnabled = useFlag('socialLogin')
  const redirectTarget = useRedirectTarget()
  const session = useSession()
  const flow = useLoginFlow()
  const { state, changeUsername, createLightAccount } = flow
  useDocumentTitle(intl.formatMessage(loginMessages.signIn))

  // Already signed in (another tab, or back button after login): on to the target.
  if (session.status === 'loggedIn' && !state.busy) return <OnToTarget target={redirectTarget} />

  return (
    <div className="narrow-page stack">
      {flow.returnedFromProvider ? (
        <Suspense fallback={null}>
          <SocialLoginCallback {...flow.socialLogin} />
        </Suspense>
      ) : null}
      <h1>{intl.formatMessage(loginMessages.heading)}</h1>
      <div className="card stack">
        {flow.signedOutReason ? (
          <Suspense fallback={null}>
            <SignedOutNotice reason={flow.signedOutReason} />
          </Suspense>
        ) : null}
        {state.error ? <LoginErrorMessage error={state.error} /> : null}
        <Suspense fallback={<Spinner />}>
          {state.step === 'username' ? (
            <>
              <UsernameStep
                defaultUsername={state.username}
                busy={state.busy}
                onSubmit={(username) => void flow.confirmUsername(username)}
              />
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
                onSubmit={(values) => void flow.submitPassword(values)}
                onChangeUsername={changeUsername}
                onPasswordUnknown={flow.showPasswordUnknown}
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
              onCreated={flow.accountCreated}
              onDuplicateAccount={flow.duplicateAccount}
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
          <LightUserSetPasswordModal open username={state.username} onClose={flow.lightUserModalClosed} />
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

export { LoginPage as Component }
