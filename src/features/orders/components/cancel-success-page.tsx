import { useIntl } from 'react-intl'
import { Link, useLocation, useParams } from 'react-router'
import { Alert } from '@/shared/ui/alert'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { paths } from '@/shared/config/paths'
import { orderMessages } from '../messages'

type CancelSuccessState = { email?: string | null; number?: string }

/** After an online cancellation; the email comes with the navigation, a reload (no state) names neither number nor address. */
export function CancelSuccessPage() {
  const intl = useIntl()
  const { id = '' } = useParams()
  const state = (useLocation().state ?? {}) as CancelSuccessState
  useDocumentTitle(intl.formatMessage(orderMessages.cancelSuccessTitle))
  return (
    <div className="stack">
      <Alert tone="success" title={intl.formatMessage(orderMessages.cancelSuccessTitle)}>
        <p>
          {state.number === undefined
            ? intl.formatMessage(orderMessages.cancelSuccessBodyAfterReload)
            : state.email
              ? intl.formatMessage(orderMessages.cancelSuccessBody, { number: state.number, email: state.email })
              : intl.formatMessage(orderMessages.cancelSuccessBodyWithoutEmail, { number: state.number })}
        </p>
      </Alert>
      <p>
        <Link to={paths.orderDetails.getHref(id)}>{intl.formatMessage(orderMessages.cancelSuccessBack)}</Link>
      </p>
    </div>
  )
}

export { CancelSuccessPage as Component }
