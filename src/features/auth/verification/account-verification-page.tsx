import { useCallback, useState } from 'react'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { useIntl } from 'react-intl'
import { Navigate, Route, Routes, useLocation, useNavigate } from 'react-router'
import { isApiError, tooManyAttemptsWait } from '@/shared/api/api-errors'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { usernameKind } from '@/shared/validation/username'
import { paths } from '@/shared/config/paths'
import { verifyAccount, type AccountVerificationRequest } from '../api/account-verification-api'
import {
  accountVerificationState,
  accountVerificationSteps,
  usernameFromNavigationState,
  type AccountVerificationStep,
} from './account-verification-paths'
import { accountVerificationMessages as messages } from './messages'
import { AddressStep } from './steps/address-step'
import { CustomerNumberStep } from './steps/customer-number-step'
import { CustomerServiceStep, type VerificationFailure } from './steps/customer-service-step'
import { OrderNumberStep } from './steps/order-number-step'
import {
  initialVerificationDraft,
  type VerificationDraft,
  type VerificationFormStepProps,
} from './steps/verification-draft'
import { VerificationSuccessStep } from './steps/verification-success-step'
import './steps/account-verification.css'

/** What the last verify call ended with; kept while the customer stays on the page. */
type VerificationOutcome =
  | { status: 'verified'; email: string | undefined }
  | { status: 'failed'; failure: VerificationFailure; returnTo: AccountVerificationStep }

/** A 4xx (unknown account, refused data) means "not verified"; 5xx, network and timeouts are errors. */
function failureOf(error: unknown): VerificationFailure {
  const wait = tooManyAttemptsWait(error)
  if (wait) return { tooManyAttempts: wait.minutes }
  return isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500
    ? 'notVerified'
    : 'error'
}

/**
 * Account verification (spec sections 2 and 4): a customer without credentials proves the account
 * is theirs (init), the backend checks (verify), and VERIFIED ends on the success route with a
 * mailed link to set the password (completed); any other status or an error ends with the
 * customer service. The login page hands the username over in navigation state.
 */
export function AccountVerificationPage() {
  const intl = useIntl()
  const location = useLocation()
  const navigate = useNavigate()
  useDocumentTitle(intl.formatMessage(messages.title))
  const [knownUsername] = useState(() => usernameFromNavigationState(location.state))
  // Steps reached from another step take the focus; the first one leaves it where the page puts it.
  const [firstLocationKey] = useState(location.key)
  const [draft, setDraft] = useState(() => initialVerificationDraft(knownUsername))
  const [outcome, setOutcome] = useState<VerificationOutcome>()
  const verification = useSingleFlightMutation({ mutationFn: verifyAccount })

  const updateDraft = useCallback(
    (values: Partial<VerificationDraft>) => setDraft((current) => ({ ...current, ...values })),
    [],
  )

  function goTo(step: AccountVerificationStep): void {
    // Nothing waits for the navigation to finish (the mutation's callbacks return nothing).
    void navigate(paths.accountVerification.getHref(step), { state: accountVerificationState(knownUsername) })
  }

  function verify(request: AccountVerificationRequest, from: AccountVerificationStep) {
    verification.mutate(request, {
      onSuccess: ({ status }) => {
        if (status === 'VERIFIED') {
          setOutcome({
            status: 'verified',
            email: usernameKind(request.username) === 'email' ? request.username : undefined,
          })
          goTo('success')
          return
        }
        setOutcome({ status: 'failed', failure: 'notVerified', returnTo: from })
        goTo('customerService')
      },
      onError: (error) => {
        setOutcome({ status: 'failed', failure: failureOf(error), returnTo: from })
        goTo('customerService')
      },
    })
  }

  const focusHeading = location.key !== firstLocationKey
  const formStep: VerificationFormStepProps = {
    knownUsername,
    draft,
    onDraftChange: updateDraft,
    busy: verification.isPending,
    onVerify: verify,
    focusHeading,
  }
  const failed = outcome?.status === 'failed' ? outcome : undefined
  // After a reload on the success route, the email from the login page is all there is.
  const successEmail =
    outcome?.status === 'verified'
      ? outcome.email
      : knownUsername && usernameKind(knownUsername) === 'email'
        ? knownUsername
        : undefined

  return (
    <div className="narrow-page stack account-verification">
      <h1>{intl.formatMessage(messages.title)}</h1>
      <Routes>
        <Route index element={<OrderNumberStep {...formStep} />} />
        <Route path={accountVerificationSteps.orderNumber} element={<OrderNumberStep {...formStep} />} />
        <Route path={accountVerificationSteps.customerNumber} element={<CustomerNumberStep {...formStep} />} />
        <Route path={accountVerificationSteps.address} element={<AddressStep {...formStep} />} />
        <Route
          path={accountVerificationSteps.customerService}
          element={
            <CustomerServiceStep
              failure={failed?.failure}
              returnTo={failed?.returnTo}
              knownUsername={knownUsername}
              focusHeading={focusHeading}
            />
          }
        />
        <Route
          path={accountVerificationSteps.success}
          element={<VerificationSuccessStep email={successEmail} focusHeading={focusHeading} />}
        />
        <Route
          path="*"
          element={
            <Navigate
              to={paths.accountVerification.getHref()}
              replace
              state={accountVerificationState(knownUsername)}
            />
          }
        />
      </Routes>
    </div>
  )
}

export { AccountVerificationPage as Component }
