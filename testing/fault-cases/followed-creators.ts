import { loadFailedOnEveryFault, type ApiCall } from './call-registry'
import { paths } from '@/shared/config/paths'

/** The followed creators' call (fault matrix, spec section 7). */
export const followedCreatorCalls: ApiCall[] = [
  {
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/users/followed_streamers',
    screen: { scenario: 'default', path: paths.followedCreators.getHref(), expected: loadFailedOnEveryFault },
  },
]
