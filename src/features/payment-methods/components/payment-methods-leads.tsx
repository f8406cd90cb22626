import { useIntl } from 'react-intl'
import { paymentMethodsPageMessages as messages } from '../messages'

/** The bank-details page's first line, above the form (and its spinner while the current details load). */
export function EditBankDetailsIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(messages.editIntro)}</p>
}

/**
 * The page's top in its box, for the early account frame (src/app/shell/early-page-heads.tsx), which shows
 * it before the page's code has loaded: the same box as the page's, so the intro stays where it is.
 */
export function EditBankDetailsLead() {
  return (
    <div className="stack">
      <EditBankDetailsIntro />
    </div>
  )
}
