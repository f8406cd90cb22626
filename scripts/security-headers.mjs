/**
 * The security headers of the production build, from the same environment variables the build
 * uses. `vite preview` sends them in production mode; the README prints them for the real web server
 * (`node scripts/security-headers.mjs` prints them for the current environment).
 */
const serviceVariables = [
  'VITE_CUSTOMER_SERVICE_URL',
  'VITE_ORDER_HISTORY_SERVICE_URL',
  'VITE_ORDER_SERVICE_URL',
  'VITE_PAYMENT_SERVICE_URL',
  'VITE_BASKET_SERVICE_URL',
  'VITE_NEWSLETTER_SERVICE_URL',
  'VITE_SOCIAL_LIVE_COMMERCE_SERVICE_URL',
  'VITE_PRODUCT_DISPENSER_SERVICE_URL',
  'VITE_RECOMMENDATION_SERVICE_URL',
  'VITE_ADDRESS_CHECK_SERVICE_URL',
  'VITE_LOGGING_SERVICE_URL',
]

function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))]

export function contentSecurityPolicy(env) {
  const services = unique(serviceVariables.map((name) => originOf(env[name])))
  const unleash = originOf(env.VITE_UNLEASH_URL)
  const recaptcha = originOf(
    env.VITE_RECAPTCHA_SCRIPT_URL ??
      (env.VITE_RECAPTCHA_SITE_KEY ? 'https://www.google.com/recaptcha/api.js' : undefined),
  )
  const recaptchaHosts =
    recaptcha === 'https://www.google.com' ? ['https://www.google.com', 'https://www.gstatic.com'] : unique([recaptcha])
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...recaptchaHosts]).join(' ')}`,
    "style-src 'self'",
    `img-src ${unique(["'self'", 'data:', ...services]).join(' ')}`,
    `connect-src ${unique(["'self'", ...services, unleash]).join(' ')}`,
    `frame-src ${recaptchaHosts.length ? recaptchaHosts.join(' ') : "'none'"}`,
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(env) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [name, value] of Object.entries(securityHeaders(process.env))) console.log(`${name}: ${value}`)
}
