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
    <section className="alert alert--info print-hidden" aria-labelledby="stay-logged-in-banner-title">
      <p className="alert__title" id="stay-logged-in-banner-title">
        {intl.formatMessage(shellMessages.stayLoggedInBannerTitle)}
      </p>
      <p>{intl.formatMessage(shellMessages.stayLoggedInBannerBody)}</p>
      {enable.isError ? (
        <p className="field__error" role="alert">
          {intl.formatMessage(requestErrorMessage(enable.error))}
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
