import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { pageMessages } from './page-messages'
import '../shell/layouts.css'

export function NotFoundPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage(pageMessages.notFoundTitle))
  return (
    <div className="page">
      <div className="card stack">
        <h1>{intl.formatMessage(pageMessages.notFoundTitle)}</h1>
        <p>{intl.formatMessage(pageMessages.notFoundBody)}</p>
        <Link to={paths.home.getHref()}>{intl.formatMessage(pageMessages.notFoundHome)}</Link>
      </div>
    </div>
  )
}
