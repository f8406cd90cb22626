import { useIntl, type MessageDescriptor } from 'react-intl'

type PageIntroProps = {
  message: MessageDescriptor
  values?: Record<string, string | number>
  className?: string
}

/**
 * A page's first lines, which need no data. The early account frame shows the same paragraph in the same
 * boxes before the page's code has loaded (src/app/shell/early-page-heads.tsx), so a page renders it with
 * this component and the frame's head with it too.
 */
export function PageIntro({ message, values, className }: PageIntroProps) {
  const intl = useIntl()
  return <p className={className}>{intl.formatMessage(message, values)}</p>
}
