import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { useRouteError } from 'react-router'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { logger } from '@/shared/logging/logger'
import { pageMessages } from './page-messages'

/** The page-unavailable fallback: title and body from text keys, with the phone service. */
export function ErrorFallbackContent() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { phone } = serviceContact(locale)
  useDocumentTitle(intl.formatMessage(pageMessages.errorTitle))
  return (
    <div className="page">
      <div className="card stack">
        <h1>{intl.formatMessage(pageMessages.errorTitle)}</h1>
        <p>{intl.formatMessage(pageMessages.errorBody)}</p>
        <p>
          <a href={`tel:${phone.replace(/\s/g, '')}`}>{intl.formatMessage(pageMessages.errorPhone, { phone })}</a>
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

/** Route error element: a render error anywhere below ends here instead of a blank page. */
export function ErrorFallbackPage() {
  const error = useRouteError()
  useEffect(() => {
    logger.error('app.render-error', { name: error instanceof Error ? error.name : typeof error })
  }, [error])
  return (
    <main id="main">
      <ErrorFallbackContent />
    </main>
  )
}
