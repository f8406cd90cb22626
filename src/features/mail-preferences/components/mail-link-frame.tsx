import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { mailPreferencesMessages } from '../messages'
import './mail-preferences.css'

/** The card every page opened from a mail shows: its heading (also the tab title) and its content. */
export function MailLinkFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="narrow-page">
      <div className="card stack mail-link-page">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}

/** Where a customer goes once the mail's errand is done: the shop, which is not part of this app. */
export function ToShopLink() {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <p>
      <a href={shopHomeUrl(locale)}>{intl.formatMessage(mailPreferencesMessages.toShop)}</a>
    </p>
  )
}

/** A confirmation under way (the call runs as the page opens). */
export function MailLinkProgress({ label }: { label: string }) {
  return (
    <div className="mail-link-progress" role="status">
      <span className="spinner__circle" aria-hidden="true" />
      <p>{label}</p>
    </div>
  )
}
