import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'

/** A followed live-stream creator (spec section 3: id, name). */
export const followedStreamerSchema = z.object({ id: z.string(), name: z.string() })
export type FollowedStreamer = z.infer<typeof followedStreamerSchema>
export const followedStreamersSchema = z.array(followedStreamerSchema)

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
