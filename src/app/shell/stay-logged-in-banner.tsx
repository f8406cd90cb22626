import { useEffect, useState } from 'react'
import { useIntl } from 'react-intl'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { commonMessages } from '@/shared/intl/common-messages'
import { requestErrorText } from '@/shared/forms/request-error-alert'
import { useFlag } from '@/shared/flags/use-flag'
import {
  dismissStayLoggedInBanner,
  isStayLoggedInBannerDismissed,
  rememberStayLoggedInChosen,
} from '@/shared/session/local-preferences'
import { sessionKeys, setStayLoggedIn, stayLoggedInQueryOptions } from '@/shared/session/session-api'
import { shellMessages } from './shell-messages'

/** How long a page's content waits at most for the banner's setting before it shows without it. */
const bannerWaitMs = 1000

/**
 * Whether the banner above a page's content knows whether it shows: no flag, dismissed, or the
 * setting answered (or failed). The account shell holds the content until then, so a banner does not
 * appear above content already on screen and push it down (layout shift); a slow answer holds it a
 * second at most.
 */
export function useStayLoggedInBannerSettled(): boolean {
  // Read once, as the banner does: the shell renders on every navigation, local storage need not be read each time.
  const [dismissed] = useState(isStayLoggedInBannerDismissed)
  const enabled = useFlag('stayLoggedIn') && !dismissed
  const setting = useQuery({ ...stayLoggedInQueryOptions(), enabled })
  const known = !enabled || setting.status !== 'pending' || setting.failureCount > 0
  // Once settled, it stays so: the banner's own observer refetches a failed setting as it mounts, which
  // puts the query back to pending, and the page must not go away for that.
  const [settled, setSettled] = useState(known)
  if (known && !settled) setSettled(true)
  useEffect(() => {
    if (settled) return
    const timer = setTimeout(() => setSettled(true), bannerWaitMs)
    return () => clearTimeout(timer)
  }, [settled])
  return settled || known
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
      rememberStayLoggedInChosen()
      setJustEnabled(true)
    },
  })

  if (justEnabled) return <Alert tone="success">{intl.formatMessage(shellMessages.stayLoggedInBannerDone)}</Alert>
  if (!enabled || dismissed || !setting.data || setting.data.stayLoggedIn) return null

  return (
    <section className="alert alert--info print-hidden" aria-labelledby="stay-logged-in-banner-title">
      <p className="alert__title" id="stay-logged-in-banner-title">
        {intl.formatMessage(shellMessages.stayLoggedInBannerTitle)}
      </p>
      <p>{intl.formatMessage(shellMessages.stayLoggedInBannerBody)}</p>
      {enable.isError ? (
        <p className="field__error" role="alert">
          {requestErrorText(intl, enable.error)}
        </p>
      ) : null}
      <div className="form-actions">
        <Button busy={enable.isPending} onClick={() => enable.mutate()}>
          {intl.formatMessage(commonMessages.stayLoggedIn)}
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            dismissStayLoggedInBanner()
            setDismissed(true)
          }}
        >
          {intl.formatMessage(shellMessages.stayLoggedInBannerDismiss)}
        </Button>
      </div>
    </section>
  )
}
