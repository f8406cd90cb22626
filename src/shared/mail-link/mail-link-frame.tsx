import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/shared/ui/document-title'
import './mail-link.css'

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
