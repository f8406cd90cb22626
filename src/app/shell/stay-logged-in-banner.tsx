import { useState } from 'react'
import { useIntl } from 'react-intl'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { commonMessages } from '@/shared/intl/common-messages'
import { requestErrorMessage } from '@/shared/forms/request-error-alert'
import { useFlag } from '@/shared/flags/use-flag'
import { dismissStayLoggedInBanner, isStayLoggedInBannerDismissed } from '@/shared/session/local-preferences'
import { sessionKeys, setStayLoggedIn, stayLoggedInQueryOptions } from '@/shared/session/session-api'
import { shellMessages } from './shell-messages'
import { useSettledOnce } from './use-settled-once'

/** Whether the banner knows whether it shows: no flag, dismissed, or the setting answered (or failed). */
export function useStayLoggedInBannerSettled(): boolean {
  // Read once, as the banner does: the shell renders on every navigation, local storage need not be read each time.
  const [dismissed] = useState(isStayLoggedInBannerDismissed)
  const enabled = useFlag('stayLoggedIn') && !dismissed
  const setting = useQuery({ ...stayLoggedInQueryOptions(), enabled })
  // The banner's own observer refetches a failed setting as it mounts: settled once, it stays so.
  return useSettledOnce(!enabled || setting.status !== 'pending' || setting.failureCount > 0)
}

/** Hidden once dismissed, while the setting loads, and when it is already on (spec section 1). */
export function StayLoggedInBanner() {
  const intl = useIntl()
  const enabled = useFlag('stayLoggedIn')
  const queryClient = useQueryClient()
  const [dismissed, setDismissed] = useState(isStayLoggedInBannerDismissed)
  const [justEnabled, setJustEnabled] = useState(false)
  const setting = useQuery({ ...stayLoggedInQueryOptions(), enabled: enabled && !dismissed })
  const enable = useSingleFlightMutation({
    mutationFn: () => setStayLoggedIn(true),
    onSuccess: (result) => {
      queryClient.setQueryData(sessionKeys.stayLoggedIn, result)
      setJustEnabled(true)
    },
  })

  if (justEnabled) return <Alert tone="success">{intl.formatMessage(shellMessages.stayLoggedInBannerDone)}</Alert>
  if (!enabled || dismissed || !setting.data || setting.data.stayLoggedIn) return null

  return (
    <StayLoggedInBannerView
      busy={enable.isPending}
      error={enable.isError ? intl.formatMessage(requestErrorMessage(enable.error)) : undefined}
      onEnable={() => enable.mutate()}
      onDismiss={() => {
        dismissStayLoggedInBanner()
        setDismissed(true)
      }}
    />
  )
}

/** The banner as the shell shows it; the early account frame (early-account-frame.tsx) too, before the app runs. */
export function StayLoggedInBannerView({
  busy = false,
  error,
  onEnable,
  onDismiss,
}: {
  busy?: boolean
  error?: string
  onEnable?: () => void
  onDismiss?: () => void
}) {
  const intl = useIntl()
  return (
    <section className="alert alert--info print-hidden" aria-labelledby="stay-logged-in-banner-title">
      <p className="alert__title" id="stay-logged-in-banner-title">
        {intl.formatMessage(shellMessages.stayLoggedInBannerTitle)}
      </p>
      <p>{intl.formatMessage(shellMessages.stayLoggedInBannerBody)}</p>
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="form-actions">
        <Button busy={busy} onClick={onEnable}>
          {intl.formatMessage(commonMessages.stayLoggedIn)}
        </Button>
        <Button variant="secondary" onClick={onDismiss}>
          {intl.formatMessage(shellMessages.stayLoggedInBannerDismiss)}
        </Button>
      </div>
    </section>
  )
}
