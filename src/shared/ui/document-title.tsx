import { useEffect } from 'react'
import { useIntl } from 'react-intl'
import { companyName } from '../config/locales'
import { commonMessages } from '../intl/common-messages'

/** Sets the tab title; the company name appears in every title (spec section 1). */
export function useDocumentTitle(page: string): void {
  const intl = useIntl()
  const title = intl.formatMessage(commonMessages.documentTitle, { page, company: companyName })
  useEffect(() => {
    document.title = title
  }, [title])
}
