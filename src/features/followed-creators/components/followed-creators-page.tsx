import { useQuery } from '@tanstack/react-query'
import { useIntl } from 'react-intl'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { shopUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { sectionMessages } from '@/shared/intl/section-messages'
import { useSession } from '@/shared/session/session-api'
import { followedStreamersQueryOptions } from '../api/followed-creators-api'
import { followedCreatorsMessages } from '../messages'
import './followed-creators.css'

/** The live-stream creators the customer follows: list, empty, loading and failed. */
export function FollowedCreatorsPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { user } = useSession()
  const customerId = user?.customerId ?? ''
  const streamers = useQuery({ ...followedStreamersQueryOptions(customerId), enabled: Boolean(customerId) })
  useDocumentTitle(intl.formatMessage(sectionMessages.followedCreators))
  const liveShows = (
    <p>
      <a href={shopUrl(locale, '/dpl/c/live')}>{intl.formatMessage(followedCreatorsMessages.liveShows)}</a>
    </p>
  )

  // The intro needs no data: it shows above every state of the list.
  return (
    <div className="stack">
      <PageIntro message={followedCreatorsMessages.intro} />
      {/* Without a customer id the service cannot be asked: the same as a failed load. */}
      {!customerId || streamers.isError ? (
        <LoadFailed onRetry={() => void streamers.refetch()} retrying={streamers.isRefetching} />
      ) : streamers.isPending ? (
        <Spinner />
      ) : streamers.data.length === 0 ? (
        <div className="card stack">
          <p>
            <strong>{intl.formatMessage(followedCreatorsMessages.empty)}</strong>
          </p>
          <p>{intl.formatMessage(followedCreatorsMessages.emptyHint)}</p>
          {liveShows}
        </div>
      ) : (
        <>
          <ul className="creator-list">
            {streamers.data.map((streamer) => (
              <li key={streamer.id} className="card creator">
                <span className="creator__avatar" aria-hidden="true">
                  {streamer.name.trim().charAt(0)}
                </span>
                <span className="creator__name">{streamer.name}</span>
              </li>
            ))}
          </ul>
          {liveShows}
        </>
      )}
    </div>
  )
}

export { FollowedCreatorsPage as Component }
