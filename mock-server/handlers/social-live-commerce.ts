import { db } from '../db/db'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'

const sourceApps = ['WEB_SHOP', 'SHOP_APP']

/** Social live commerce: the live-stream creators a customer follows (spec section 7, "Creators"). */
export const socialLiveCommerceHandlers = [
  serviceHandler(
    'socialLiveCommerce',
    'get',
    '/users/followed_streamers',
    { session: 'required' },
    ({ customer, url }) => {
      const requested = (url.searchParams.get('source-apps') ?? '').split(',').filter(Boolean)
      if (requested.length === 0 || requested.some((app) => !sourceApps.includes(app)))
        return errorResponse(400, 'INVALID_SOURCE_APPS')
      if (url.searchParams.get('customer_id') !== customer.id) return errorResponse(403, 'FORBIDDEN')
      const streamers = db.followedStreamers.findMany((q) => q.where({ customer: { id: customer.id } }))
      return jsonResponse(streamers.map(({ id, name }) => ({ id, name })))
    },
  ),
]
