import { defineMessages } from '@/shared/intl/define-messages'

export const followedCreatorsMessages = defineMessages({
  intro: {
    id: 'followedCreators.intro',
    defaultMessage:
      'Hier sehen Sie die Creators, denen Sie im Shop und in der App folgen. Ihre Live-Shows finden Sie im Shop.',
  },
  empty: { id: 'followedCreators.empty', defaultMessage: 'Sie folgen noch keinen Creators.' },
  emptyHint: {
    id: 'followedCreators.emptyHint',
    defaultMessage: 'Folgen Sie Ihren Lieblings-Creators bei einer Live-Show, dann sehen Sie sie hier.',
  },
  liveShows: { id: 'followedCreators.liveShows', defaultMessage: 'Zu den Live-Shows' },
})
