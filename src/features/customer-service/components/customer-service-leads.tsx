import { useIntl } from 'react-intl'
import { customerServiceMessages } from '../messages'

/** The contact page's first line, above the ways to reach the service. */
export function ContactsIntro() {
  const intl = useIntl()
  return <p>{intl.formatMessage(customerServiceMessages.contactsIntro)}</p>
}

/** The contact form's first line, above its fields. */
export function ContactFormIntro() {
  const intl = useIntl()
  return <p className="muted">{intl.formatMessage(customerServiceMessages.formIntro)}</p>
}

/*
 * The pages' tops in their boxes, for the early account frame (src/app/shell/early-page-heads.tsx), which
 * shows them before the page's code has loaded: the same boxes as the pages', so the intro stays where it
 * is when the page takes over (the production e2e compares the two).
 */

export function ContactsLead() {
  return (
    <div className="stack">
      <ContactsIntro />
    </div>
  )
}

export function ContactFormLead() {
  return (
    <div className="card stack contact-form">
      <ContactFormIntro />
    </div>
  )
}
