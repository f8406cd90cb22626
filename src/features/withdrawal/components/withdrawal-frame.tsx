import type { ReactNode } from 'react'
import { useDocumentTitle } from '@/shared/ui/document-title'
import './withdrawal.css'

/** The public withdrawal pages' card: heading (also the tab title) and content. */
export function WithdrawalFrame({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title)
  return (
    <div className="withdrawal-page">
      <div className="card stack">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  )
}
