import { queryOptions } from '@tanstack/react-query'
import * as v from 'valibot'
import { apiRequest } from '@/shared/api/api-client'

/** A followed live-stream creator (spec section 3: id, name). */
export const followedStreamerSchema = v.object({ id: v.string(), name: v.string() })
export type FollowedStreamer = v.InferOutput<typeof followedStreamerSchema>
export const followedStreamersSchema = v.array(followedStreamerSchema)

/** Creators followed in the web shop and in the shop app. */
export const sourceApps = ['WEB_SHOP', 'SHOP_APP'] as const

/** GET /users/followed_streamers on the social live commerce service, for the signed-in customer. */
export const getFollowedStreamers = (customerId: string) =>
  apiRequest({
    service: 'socialLiveCommerce',
    path: '/users/followed_streamers',
    query: { customerId, 'source-apps': sourceApps.join(',') },
    schema: followedStreamersSchema,
  })

export const followedStreamersQueryOptions = (customerId: string) =>
  queryOptions({
    queryKey: ['followed-streamers', customerId],
    queryFn: () => getFollowedStreamers(customerId),
  })
