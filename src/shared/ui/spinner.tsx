import { useIntl } from 'react-intl'
import { commonMessages } from '../intl/common-messages'

type SpinnerProps = {
  /** What is under way; read out only, unless `labelVisible`. */
  label?: string
  /** Shows the label below the circle, for a wait that is the whole page (a mailed link being confirmed). */
  labelVisible?: boolean
}

export function Spinner({ label, labelVisible = false }: SpinnerProps) {
  const intl = useIntl()
  const text = label ?? intl.formatMessage(commonMessages.loading)
  return (
    <div className={labelVisible ? 'spinner spinner--labelled' : 'spinner'} role="status">
      <span className="spinner__circle" aria-hidden="true" />
      {labelVisible ? <p>{text}</p> : <span className="visually-hidden">{text}</span>}
    </div>
  )
}
