import { db } from '../db/db'
import type { Customer } from '../db/schemas'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { currentCustomer, currentSession, endSession, startSession } from '../session'
import { loggedInUserView, personalDetailsView } from '../views'
import { isShopLocale, shopLocaleSettings } from '../../src/shared/config/locales'

/** The header a real reCAPTCHA-protected endpoint insists on; the mock accepts any non-empty token. */
export const recaptchaHeader = 'x-recaptcha-token'

function requestLocale(request: Request) {
  const locale = request.headers.get('x-locale')
  return isShopLocale(locale) ? locale : 'de'
}

export function findCustomerByUsername(username: string): Customer | undefined {
  const trimmed = username.trim()
  if (trimmed.includes('@')) {
    const email = trimmed.toLowerCase()
    return db.customers.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === email }))
  }
  const customerNumber = trimmed.replace(/\s+/g, '').replace(/^0+/, '')
  return db.customers.findFirst((q) => q.where({ customerNumber }))
}

function recaptchaRefusal(request: Request): Response | undefined {
  if (!request.headers.get(recaptchaHeader)) return errorResponse(400, 'RECAPTCHA_TOKEN_MISSING')
  return undefined
}

const unauthorized = () => errorResponse(401, 'UNAUTHORIZED')

export const customerSessionHandlers = [
  serviceHandler('customer', 'get', '/user/login-state', ({ cookies }) => {
    const customer = currentCustomer(cookies)
    return jsonResponse(customer ? loggedInUserView(customer) : { state: 'LOGGED_OUT' })
  }),

  serviceHandler('customer', 'get', '/user/personal-details', ({ cookies }) => {
    const customer = currentCustomer(cookies)
    return customer ? jsonResponse(personalDetailsView(customer)) : unauthorized()
  }),

  serviceHandler('customer', 'get', '/user/account/check', ({ request, url }) => {
    const refusal = recaptchaRefusal(request)
    if (refusal) return refusal
    const username = url.searchParams.get('username') ?? ''
    const isEmail = username.includes('@')
    if (!isEmail && requestLocale(request) === 'ch') return errorResponse(400, 'invalid_username')
    const customer = findCustomerByUsername(username)
    if (!customer) return errorResponse(404, isEmail ? 'email_not_exist' : 'customer_number_not_exist')
    if (customer.password === null && customer.socialLoginProvider === null) {
      return errorResponse(409, customer.accountKind === 'light' ? 'light_user_no_credentials' : 'no_credentials')
    }
    return jsonResponse({
      exists: true,
      hasPassword: customer.password !== null,
      socialLoginProvider: customer.socialLoginProvider,
    })
  }),

  serviceHandler('customer', 'post', '/user/login', async ({ request, body }) => {
    const refusal = recaptchaRefusal(request)
    if (refusal) return refusal
    const username = typeof body.username === 'string' ? body.username : ''
    const password = typeof body.password === 'string' ? body.password : ''
    const customer = findCustomerByUsername(username)
    if (!customer || customer.password === null || customer.password !== password) {
      return errorResponse(401, 'INVALID_CREDENTIALS')
    }
    const shopCountry = shopLocaleSettings[requestLocale(request)].countryCode
    if (customer.countryCode !== shopCountry) {
      return errorResponse(403, 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE', {
        customerCountryCode: customer.countryCode,
      })
    }
    const stayLoggedIn = body.stayLoggedIn === true
    await db.customers.update((q) => q.where({ id: customer.id }), {
      data(record) {
        record.stayLoggedIn = stayLoggedIn
      },
    })
    return startSession(
      customer,
      { stayLoggedIn, loginMethod: username.includes('@') ? 'email' : 'customerNumber' },
      { type: 'success', email: customer.email, customerNumber: customer.customerNumber },
    )
  }),

  serviceHandler('customer', 'get', '/user/auth/stay-logged-in', ({ cookies }) => {
    const session = currentSession(cookies)
    return session ? jsonResponse({ stayLoggedIn: session.stayLoggedIn }) : unauthorized()
  }),

  serviceHandler('customer', 'patch', '/user/auth/stay-logged-in', async ({ cookies, body }) => {
    const session = currentSession(cookies)
    if (!session) return unauthorized()
    if (typeof body.stayLoggedIn !== 'boolean') return errorResponse(400, 'invalid_stay_logged_in')
    const stayLoggedIn = body.stayLoggedIn
    await db.sessions.update((q) => q.where({ id: session.id }), {
      data(record) {
        record.stayLoggedIn = stayLoggedIn
      },
    })
    return jsonResponse({ stayLoggedIn })
  }),

  serviceHandler('customer', 'post', '/user/auth/refresh', ({ cookies }) => {
    return currentSession(cookies) ? jsonResponse({ refreshed: true }) : unauthorized()
  }),

  serviceHandler('customer', 'get', '/user/auth/logout', ({ cookies }) => endSession(cookies, { loggedOut: true })),
]
