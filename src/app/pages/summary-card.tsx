import { useId, type ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { commonMessages } from '@/shared/intl/common-messages'
import { LoadFailed } from '@/shared/ui/load-failed'
import './summary-card.css'

type SummaryCardProps<Data> = {
  title: string
  /** What the card shows: while it loads a quiet placeholder, when it failed the catalogued message with a retry. */
  query: Pick<UseQueryResult<Data>, 'data' | 'isPending' | 'isError' | 'isRefetching' | 'refetch'>
  children: (data: Data) => ReactNode
}

/**
 * One card of account home: a section with its heading, which loads, fails and shows on its own, so one
 * failed call leaves the other cards as they are.
 */
export function SummaryCard<Data>({ title, query, children }: SummaryCardProps<Data>) {
  const intl = useIntl()
  const headingId = useId()
  return (
    <section className="card summary-card" aria-labelledby={headingId} aria-busy={query.isPending || undefined}>
      <h2 id={headingId} className="summary-card__title">
        {title}
      </h2>
      {query.isPending ? (
        <div className="summary-card__placeholder">
          <span className="visually-hidden">{intl.formatMessage(commonMessages.loading)}</span>
          <span className="summary-card__line" aria-hidden="true" />
          <span className="summary-card__line summary-card__line--short" aria-hidden="true" />
        </div>
      ) : query.isError ? (
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      ) : (
        children(query.data as Data)
      )}
    </section>
  )
}
