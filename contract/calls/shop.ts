import { z } from 'zod'
import type { IToggle } from 'unleash-proxy-client'
import { defaultFlags, environments } from '@flags/definitions'
import { unleashAppName } from '@flags/unleash-adapter'
import { createUnleashFlags } from '@flags/unleash-adapter'
import {
  followedStreamersSchema,
  getFollowedStreamers,
  sourceApps,
} from '@/features/followed-creators/api/followed-creators-api'
import {
  getProducts,
  getRecommendedSkus,
  productsSchema,
  recommendationsSchema,
  type RecommendationRequest,
} from '@/features/product-history/api/product-history-api'
import { addToBasket, getWishlist, updateWishlistItem, wishlistSchema } from '@/features/wishlist/api/wishlist-api'
import {
  declareWithdrawal,
  withdrawalReceiptSchema,
  withdrawalRefusalSchema,
  withdrawalScopes,
  type WithdrawalDeclaration,
} from '@/features/withdrawal/api/withdrawal-api'
import { getLoginState } from '@/shared/session/session-api'
import { logger } from '@/shared/logging/logger'
import { setUnleashToggles, unleashFrontendPath } from '@mock-server/handlers/unleash'
import { exampleOrigin } from '../harvest-examples'
import type { Operation } from '../operation'
import { badRequest, notRead, unauthorized } from '../operation-kit'

const recommendationTypes = ['recently-viewed', 'top-deals'] as const satisfies RecommendationRequest['type'][]

/** The signed-in customer's id, as the pages take it from the login state. */
async function customerId(): Promise<string> {
  const state = await getLoginState()
  if (!state.loggedIn || !state.user.customerId) throw new Error('Nobody is signed in')
  return state.user.customerId
}

const recentlyViewed = async (): Promise<RecommendationRequest> => ({
  type: 'recently-viewed',
  sessionId: 'recommendation-session-of-the-shop',
  trackingConsent: true,
  userId: await customerId(),
  region: 'hseDE',
  maxItems: 4,
})

/** Unleash's frontend API answer (unleash-proxy-client reads it; the app has no schema of its own). */
const unleashTogglesSchema = z.object({
  toggles: z
    .array(
      z.object({
        name: z.string(),
        enabled: z.boolean(),
        variant: z.object({
          name: z.string(),
          enabled: z.boolean(),
          feature_enabled: z.boolean().optional(),
          payload: z.object({ type: z.string(), value: z.string() }).optional(),
        }),
        impressionData: z.boolean(),
      }),
    )
    .describe('Only the enabled toggles: a flag not listed is off.'),
}) satisfies z.ZodType<{ toggles: IToggle[] }>

/**
 * Withdrawal, wishlist and basket, creators, recommendations and products, logging and the flags
 * (spec section 7, "Basket", "Wishlist", "Creators", "Products", "Recommendations", "Logging").
 */
export const shopCalls: Operation[] = [
  {
    operationId: 'declareWithdrawal',
    service: 'orderService',
    method: 'POST',
    path: '/api/withdrawals',
    summary: 'Declares the withdrawal from an order or some of its items (signed in or as a guest)',
    description: 'Answers with the recorded declaration and when it was received (the receipt the law asks for).',
    assumed: 'The whole call: the spec predates the withdrawal function.',
    session: 'optional',
    body: z.strictObject({
      name: z.string(),
      orderNumber: z.string(),
      email: z.string(),
      scope: z.enum(withdrawalScopes),
      skus: z.array(z.string()).optional().describe("The items chosen from a signed-in customer's order."),
      itemsDescription: z.string().optional().describe("A guest's own words for the items."),
    }) satisfies z.ZodType<WithdrawalDeclaration>,
    answer: {
      status: 201,
      schema: withdrawalReceiptSchema,
      name: 'WithdrawalReceipt',
      description: 'The declaration as recorded.',
    },
    errors: [
      badRequest({ code: 'INVALID_REQUEST', meaning: 'The generic error.' }),
      {
        status: 403,
        meaning: 'Not offered on this shop (Switzerland).',
        cases: [{ code: 'WITHDRAWAL_NOT_OFFERED', meaning: 'The generic error.' }],
      },
      {
        status: 404,
        meaning: 'No order with this number and email.',
        schema: withdrawalRefusalSchema,
        cases: [{ code: 'ORDER_NOT_FOUND', meaning: 'The form says the order was not found.' }],
      },
      {
        status: 409,
        meaning: 'The order or the items cannot be withdrawn (any more).',
        schema: withdrawalRefusalSchema,
        cases: [
          {
            code: 'ALREADY_WITHDRAWN',
            meaning: 'Withdrawn before, on `declaredAt`.',
            extra: { declaredAt: '2026-11-18T09:30:00.000Z' },
          },
          {
            code: 'WITHDRAWAL_PERIOD_EXPIRED',
            meaning: 'The period ended on `periodEndsOn`.',
            extra: { periodEndsOn: '2026-11-02' },
          },
          {
            code: 'NOT_WITHDRAWABLE',
            meaning: 'Cancelled, returned, or items that cannot be withdrawn (`reason`).',
            extra: { reason: 'cancelled' },
          },
        ],
      },
    ],
    example: {
      scenario: 'guest-order',
      run: () =>
        declareWithdrawal({
          name: 'Greta Gast',
          orderNumber: '700000001',
          email: 'greta.gast@example.de',
          scope: 'order',
        }),
    },
  },
  {
    operationId: 'getWishlist',
    service: 'basket',
    method: 'GET',
    path: '/wishlist',
    summary: 'The wishlist',
    session: 'required',
    answer: {
      status: 200,
      schema: wishlistSchema,
      name: 'Wishlist',
      description: 'The wishlist items with their products.',
    },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => getWishlist() },
  },
  {
    operationId: 'updateWishlistItem',
    service: 'basket',
    method: 'PATCH',
    path: '/wishlist-item',
    summary: 'A wishlist item, found by its SKU, was moved to the basket or deleted',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    body: z.strictObject({ sku: z.string(), state: z.enum(['movedToBasket', 'deleted']) }),
    answer: { status: 200, schema: notRead('The item with its new state.'), description: 'Changed.' },
    errors: [
      unauthorized,
      {
        status: 404,
        meaning: "The item is not on the wishlist (any more): the wishlist's error.",
        cases: [{ code: 'WISHLIST_ITEM_NOT_FOUND', meaning: "The wishlist's error." }],
      },
    ],
    example: {
      scenario: 'default',
      run: async () => {
        const [item] = (await getWishlist()).items
        if (!item) throw new Error('The scenario has an empty wishlist')
        return updateWishlistItem(item.variant.sku, 'movedToBasket')
      },
    },
  },
  {
    operationId: 'addToBasket',
    service: 'basket',
    method: 'POST',
    path: '/basket/items',
    summary: "Puts one piece of a product variant into the shop session's basket",
    assumed: 'The answer: the spec shows none.',
    session: 'optional',
    headers: ['basketSession'],
    body: z.strictObject({ baseProductNo: z.string(), sku: z.string(), quantity: z.literal(1) }),
    answer: { status: 201, schema: notRead('The basket item.'), description: 'In the basket.' },
    errors: [
      badRequest({ code: 'SESSION_ID_MISSING', meaning: 'The wishlist\'s "could not move" error.' }),
      {
        status: 409,
        meaning: 'Sold out: the wishlist\'s "could not move" error.',
        cases: [{ code: 'PRODUCT_SOLD_OUT', meaning: 'Could not move to the basket.' }],
      },
    ],
    example: {
      scenario: 'default',
      run: async () => {
        const item = (await getWishlist()).items.find((candidate) => candidate.product.availability !== 'SOLD_OUT')
        if (!item) throw new Error('The scenario has no wishlist item in stock')
        return addToBasket(item)
      },
    },
  },
  {
    operationId: 'getFollowedStreamers',
    service: 'socialLiveCommerce',
    method: 'GET',
    path: '/users/followed_streamers',
    summary: 'The live-stream creators the customer follows, in the web shop and the shop app',
    session: 'required',
    query: z.object({
      customerId: z.string().describe("The signed-in customer's customerId."),
      'source-apps': z.literal(sourceApps.join(',')),
    }),
    answer: {
      status: 200,
      schema: followedStreamersSchema,
      name: 'FollowedStreamers',
      description: 'The creators followed.',
    },
    errors: [unauthorized],
    example: { scenario: 'default', run: async () => getFollowedStreamers(await customerId()) },
  },
  {
    operationId: 'getRecommendations',
    service: 'recommendation',
    method: 'GET',
    path: '/recommendations',
    summary: 'Recently viewed products or top deals, as SKUs',
    description: 'Only asked with tracking consent: without it, no call is made at all.',
    assumed:
      'The path (/recommendations), the parameter names and the answer: the spec says "GET from the recommendation service with session id, tracking consent, user id; region; optional maxItems".',
    session: 'none',
    query: z.object({
      type: z.enum(recommendationTypes),
      sessionId: z.string().describe('The recommendation session id (kept about 180 days).'),
      trackingConsent: z.literal(true),
      userId: z.string(),
      region: z.enum(['hseDE', 'hseAT', 'hseCH']),
      maxItems: z.int().min(1).optional().describe('Trims the list.'),
    }),
    answer: { status: 200, schema: recommendationsSchema, name: 'Recommendations', description: 'The SKUs, in order.' },
    errors: [
      badRequest(
        { code: 'SESSION_ID_MISSING', meaning: 'Nothing is shown (the section stays away).' },
        { code: 'INVALID_REGION', meaning: 'Nothing is shown.' },
      ),
      {
        status: 403,
        meaning: 'No tracking consent: nothing is shown.',
        cases: [{ code: 'TRACKING_CONSENT_MISSING', meaning: 'Nothing is shown.' }],
      },
    ],
    example: { scenario: 'default', run: async () => getRecommendedSkus(await recentlyViewed()) },
  },
  {
    operationId: 'getProducts',
    service: 'productDispenser',
    method: 'GET',
    path: '/products',
    summary: 'Full products for base product numbers (the first 6 characters of each SKU)',
    session: 'none',
    query: z.object({
      baseProductNo: z.string().describe('Comma-separated base product numbers.'),
      returnShortResponse: z.literal(false),
      campaigns: z.literal(false),
      salesChannel: z.literal('CLASSIC_SHOP'),
    }),
    answer: {
      status: 200,
      schema: productsSchema,
      name: 'Products',
      description: 'The products found, in the order asked for.',
    },
    errors: [
      badRequest(
        { code: 'BASE_PRODUCT_NO_MISSING', meaning: 'The products are not shown.' },
        { code: 'INVALID_SALES_CHANNEL', meaning: 'The products are not shown.' },
      ),
    ],
    example: { scenario: 'default', run: async () => getProducts(await getRecommendedSkus(await recentlyViewed())) },
  },
  {
    operationId: 'getProductImage',
    service: 'productDispenser',
    method: 'GET',
    path: '/images/{file}',
    loadedByBrowser: true,
    summary: 'A product picture (its URL comes with the product and the order)',
    description: "Loaded by the browser for an `<img>`, not by the app's API client: no app headers.",
    assumed: 'The path: the spec shows no image host; the mock serves pictures here.',
    session: 'none',
    pathParameters: { file: "The picture's file name." },
    answer: { status: 200, contentType: 'image/svg+xml', description: 'The picture.' },
    example: {
      scenario: 'default',
      run: async () => {
        const [product] = await getProducts(await getRecommendedSkus(await recentlyViewed()))
        const url = product?.media[0]?.url
        if (!url) throw new Error('The product has no picture')
        return fetch(new URL(url, exampleOrigin))
      },
    },
  },
  {
    operationId: 'log',
    service: 'logging',
    method: 'POST',
    path: '/logs',
    summary: 'A log entry: technical context only, never personal data',
    description:
      "Sent by the app's logger, fire and forget: network errors, timeouts and 401 to 499 as warnings, the rest as errors (spec section 8). Never usernames, emails, tokens, bodies or query strings.",
    assumed:
      'The path (/logs) and the payload\'s fields: the spec says "POST with projectId account-view and payload".',
    session: 'none',
    body: z.strictObject({
      projectId: z.literal('account-view'),
      payload: z
        .looseObject({
          level: z.enum(['info', 'warn', 'error']),
          event: z.string().describe('e.g. api.http-error'),
        })
        .describe('More technical context: service, method, path without query, status, error code.'),
    }),
    answer: { status: 204, description: 'Received; a failure is ignored (it never shows).' },
    example: {
      scenario: 'default',
      run: async () => {
        logger.warn('api.http-error', {
          service: 'orderHistory',
          method: 'GET',
          path: '/orders',
          status: 404,
          code: 'ORDER_NOT_FOUND',
        })
      },
    },
  },
  {
    operationId: 'getFlags',
    service: 'unleash',
    method: 'GET',
    path: '/api/frontend',
    summary: "The feature flags, from Unleash's frontend API",
    description:
      "Called once at start-up by unleash-proxy-client (`flags/unleash-adapter.ts`), bootstrapped with the environment's defaults: an unreachable or slow service (1.5 s) leaves every flag at its default. The client adds its context (sessionId and the like) as further query parameters.",
    session: 'none',
    query: z.object({ appName: z.literal(unleashAppName), environment: z.enum(environments) }),
    answer: { status: 200, schema: unleashTogglesSchema, name: 'UnleashToggles', description: 'The enabled toggles.' },
    errors: [
      {
        status: 401,
        meaning: 'No or a wrong client key: every flag stays at its default.',
        schema: z.looseObject({ error: z.string().optional() }),
        cases: [{ code: 'UNAUTHORIZED', meaning: 'Defaults.' }],
      },
    ],
    example: {
      scenario: 'default',
      run: async () => {
        setUnleashToggles(defaultFlags('production'))
        return createUnleashFlags({
          url: `${exampleOrigin}${unleashFrontendPath}`,
          clientKey: 'frontend-token-of-the-environment',
          environment: 'production',
          fetch: (input, init) => globalThis.fetch(input, init),
        })
      },
    },
  },
]
