import { useIntl } from 'react-intl'
import { commonMessages } from '../intl/common-messages'

export function Spinner({ label }: { label?: string }) {
  const intl = useIntl()
  return (
    <div className="spinner" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? intl.formatMessage(commonMessages.loading)}</span>
    </div>
  )
}
