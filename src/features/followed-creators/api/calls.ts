import type { ApiCall } from '@/shared/api/call-registry'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'

const loadFailedEverywhere = {
  'http-500': commonMessages.loadFailed,
  'network-error': commonMessages.loadFailed,
  timeout: commonMessages.loadFailed,
  'malformed-json': commonMessages.loadFailed,
}

/** The followed creators' call (fault matrix, spec section 7). */
export const followedCreatorCalls: ApiCall[] = [
  {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/users/followed_streamers',
    screen: { scenario: 'default', path: paths.followedCreators.getHref(), expected: loadFailedEverywhere },
  },
]
