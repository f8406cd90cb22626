import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { Link, useNavigate, useParams } from 'react-router'
import { useSingleFlightMutation } from '@/shared/api/use-single-flight-mutation'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { paths } from '@/shared/config/paths'
import { orderKeys, orderQueryOptions, returnOrderOrFindRegistered } from '../api/orders-api'
import { orderMessages } from '../messages'
import { returnableStatuses } from '../order-status'
import { LoadFailed } from '@/shared/ui/load-failed'
import type { OrderDetailsLocationState } from './order-details-page'
import { accountPageLoader } from '@/shared/routing/account-page-loader'

/** The route's loader: the calls this page makes as it opens start with its code (account-page-loader.ts). */
export const loader = accountPageLoader(({ queryClient, params }) => [
  queryClient.prefetchQuery(orderQueryOptions(String(params.id))),
])

/** Register the return of an order: in progress, failed ("Übertragungsfehler"), success; not possible for some orders. */
export function OrderReturnPage() {
  const intl = useIntl()
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const order = useQuery(orderQueryOptions(id))
  useDocumentTitle(intl.formatMessage(orderMessages.returnTitle))
  const registerReturn = useSingleFlightMutation({
    mutationFn: () =>
      returnOrderOrFindRegistered(id, () => queryClient.fetchQuery({ ...orderQueryOptions(id), staleTime: 0 })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.all })
      const state: OrderDetailsLocationState = { returnRegistered: true }
      await navigate(paths.orderDetails.getHref(id), { state })
    },
  })

  // Registered here: the order read again (or a late refetch) shows the return, which is this page's own doing.
  const registeredHere = registerReturn.isPending || registerReturn.isSuccess

  // The intro needs no data: it shows above every state of the order.
  return (
    <div className="stack">
      <PageIntro message={orderMessages.returnIntro} />
      {order.isPending ? (
        <Spinner />
      ) : order.isError ? (
        <LoadFailed onRetry={() => void order.refetch()} retrying={order.isRefetching} />
      ) : !registeredHere && (!returnableStatuses.includes(order.data.status) || order.data.returnRequestedAt) ? (
        <Alert
          tone="info"
          action={<Link to={paths.orders.getHref()}>{intl.formatMessage(orderMessages.backToList)}</Link>}
        >
          <p>{intl.formatMessage(orderMessages.returnNotPossible)}</p>
        </Alert>
      ) : (
        <div className="card stack">
          <h2>{intl.formatMessage(orderMessages.detailsTitle, { number: order.data.number })}</h2>
          <ul>
            {order.data.items.map((item, index) => (
              <li key={`${item.sku}-${index}`}>
                {item.quantity} × {item.title}
              </li>
            ))}
          </ul>
          {registerReturn.isError ? <Alert>{intl.formatMessage(orderMessages.returnFailed)}</Alert> : null}
          <div className="form-actions">
            <Button busy={registerReturn.isPending} onClick={() => registerReturn.mutate()}>
              {intl.formatMessage(
                registerReturn.isError ? orderMessages.returnFailedButton : orderMessages.returnSubmit,
              )}
            </Button>
            <Link to={paths.orderDetails.getHref(id)}>{intl.formatMessage(orderMessages.cancelClose)}</Link>
          </div>
        </div>
      )}
    </div>
  )
}

export { OrderReturnPage as Component }
