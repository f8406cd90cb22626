/** The backend services of spec section 7. In mock mode they are same-origin paths. */
export const serviceNames = [
  'customer',
  'orderHistory',
  'orderService',
  'payment',
  'basket',
  'newsletter',
  'socialLiveCommerce',
  'productDispenser',
  'recommendation',
  'addressCheck',
  'logging',
] as const
export type ServiceName = (typeof serviceNames)[number]
export type ServiceBaseUrls = Record<ServiceName, string>

/** Same-origin paths the mock backend answers (and the standalone mock server). */
export const mockServicePaths: ServiceBaseUrls = {
  customer: '/api/customer',
  orderHistory: '/api/order-history',
  orderService: '/api/order-service',
  payment: '/api/payment',
  basket: '/api/basket',
  newsletter: '/api/newsletter',
  socialLiveCommerce: '/api/social-live-commerce',
  productDispenser: '/api/product-dispenser',
  recommendation: '/api/recommendation',
  addressCheck: '/api/address-check',
  logging: '/api/logging',
}

/** Environment variable that holds each service's base URL in a production build. */
export const serviceUrlVariables: Record<ServiceName, string> = {
  customer: 'VITE_CUSTOMER_SERVICE_URL',
  orderHistory: 'VITE_ORDER_HISTORY_SERVICE_URL',
  orderService: 'VITE_ORDER_SERVICE_URL',
  payment: 'VITE_PAYMENT_SERVICE_URL',
  basket: 'VITE_BASKET_SERVICE_URL',
  newsletter: 'VITE_NEWSLETTER_SERVICE_URL',
  socialLiveCommerce: 'VITE_SOCIAL_LIVE_COMMERCE_SERVICE_URL',
  productDispenser: 'VITE_PRODUCT_DISPENSER_SERVICE_URL',
  recommendation: 'VITE_RECOMMENDATION_SERVICE_URL',
  addressCheck: 'VITE_ADDRESS_CHECK_SERVICE_URL',
  logging: 'VITE_LOGGING_SERVICE_URL',
}

/** Each service's base URL from a build's environment variables, without a trailing slash. */
export function serviceUrlsOf(env: Record<string, string | undefined>): ServiceBaseUrls {
  return Object.fromEntries(
    serviceNames.map((service) => [service, (env[serviceUrlVariables[service]] ?? '').replace(/\/$/, '')]),
  ) as ServiceBaseUrls
}
