import { useIntl, type MessageDescriptor } from 'react-intl'

type PageIntroProps = {
  message: MessageDescriptor
  values?: Record<string, string | number>
  className?: string
}

/** A page's first lines, which need no data: shown above every state of the page. */
export function PageIntro({ message, values, className }: PageIntroProps) {
  const intl = useIntl()
  return <p className={className}>{intl.formatMessage(message, values)}</p>
}
