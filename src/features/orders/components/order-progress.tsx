import { useIntl } from 'react-intl'
import type { OrderStatus } from '../api/order-schemas'
import { orderMessages } from '../messages'
import { orderStatusMessage, progressIndex, progressSteps } from '../order-status'
import './orders.css'

/** confirmed → processing → dispatched → delivered, as an ordered list with the current step marked. */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const intl = useIntl()
  const current = progressIndex(status)
  if (current === undefined) return null
  return (
    <ol className="progress" aria-label={intl.formatMessage(orderMessages.progressLabel)}>
      {progressSteps.map((step, index) => {
        const state = index < current ? 'done' : index === current ? 'current' : 'todo'
        return (
          <li
            key={step}
            className={`progress__step progress__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="progress__marker" aria-hidden="true">
              {index <= current ? '✓' : index + 1}
            </span>
            <span>{intl.formatMessage(orderStatusMessage(step))}</span>
            {state === 'done' ? (
              <span className="visually-hidden"> ({intl.formatMessage(orderMessages.stepDone)})</span>
            ) : null}
          </li>
        )
      })}
    </ol>
  )
}
