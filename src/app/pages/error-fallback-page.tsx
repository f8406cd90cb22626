import { useIntl } from 'react-intl'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { pageMessages } from './page-messages'
import '../shell/layouts.css'

/** The page-unavailable fallback: title and body from text keys, with the phone service. */
export function ErrorFallbackContent() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { phone, phoneHref } = serviceContact(locale)
  useDocumentTitle(intl.formatMessage(pageMessages.errorTitle))
  return (
    <div className="page">
      <div className="card stack">
        <h1>{intl.formatMessage(pageMessages.errorTitle)}</h1>
        <p>{intl.formatMessage(pageMessages.errorBody)}</p>
        <p>
          <a href={phoneHref}>{intl.formatMessage(pageMessages.errorPhone, { phone })}</a>
        </p>
        <div>
          <Button variant="secondary" onClick={() => window.location.reload()}>
            {intl.formatMessage(pageMessages.errorReload)}
          </Button>
        </div>
      </div>
    </div>
  )
}

/**
 * The root route's error boundary: shown instead of a page that failed (its code did not load, it threw while
 * rendering; RouterProvider's `onError` has logged it). A navigation elsewhere gives the next page a fresh start.
 */
export function RouteErrorPage() {
  return (
    <main id="main">
      <ErrorFallbackContent />
    </main>
  )
}
