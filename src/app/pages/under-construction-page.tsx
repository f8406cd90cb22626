import { useIntl } from 'react-intl'
import { Link } from 'react-router'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { pageMessages } from './page-messages'

/** A placeholder for an area not built yet (route under-construction, only with the fakePages flag). */
export function UnderConstructionPage() {
  const intl = useIntl()
  useDocumentTitle(intl.formatMessage(pageMessages.underConstructionTitle))
  return (
    <div className="card stack">
      <h1>{intl.formatMessage(pageMessages.underConstructionTitle)}</h1>
      <p>{intl.formatMessage(pageMessages.underConstructionBody)}</p>
      <Link to={paths.home.getHref()}>{intl.formatMessage(pageMessages.notFoundHome)}</Link>
    </div>
  )
}

export { UnderConstructionPage as Component }
