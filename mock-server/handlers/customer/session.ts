import { db } from '../../db/db'
import { verifyPassword } from '../../runtime/passwords'
import { errorResponse, jsonResponse, serviceHandler, usernameOfBody } from '../with-service'
import { endSession, startSession } from '../../runtime/session'
import { loggedInUserView, personalDetailsView, registeredSocialLogin } from '../../runtime/views'
import { findCustomerByUsername, requestShop, shopCountry } from './customers'

/** Customer service: login state, sign-in and the session (spec section 7, "Login state", "Account", "Session"). */
export const customerSessionHandlers = [
  serviceHandler('customer', 'get', '/user/login-state', { session: 'optional' }, ({ customer }) =>
    jsonResponse(customer ? loggedInUserView(customer) : { state: 'LOGGED_OUT' }),
  ),

  serviceHandler('customer', 'get', '/user/personal-details', { session: 'required' }, ({ customer }) =>
    jsonResponse(personalDetailsView(customer)),
  ),

  serviceHandler(
    'customer',
    'get',
    '/user/account/check',
    {
      recaptcha: 'required',
      // Every check counts: they are what someone probing for customers sends.
      throttle: {
        group: 'sign-in',
        account: ({ url }) => url.searchParams.get('username') ?? '',
        counts: 'every-call',
      },
    },
    ({ request, url }) => {
      const username = url.searchParams.get('username') ?? ''
      const isEmail = username.includes('@')
      if (!isEmail && requestShop(request) === 'ch') return errorResponse(400, 'invalid_username')
      const customer = findCustomerByUsername(username)
      if (!customer) return errorResponse(404, isEmail ? 'email_not_exist' : 'customer_number_not_exist')
      if (customer.passwordHash === null && customer.socialLoginProviders.length === 0) {
        return errorResponse(409, customer.accountKind === 'light' ? 'light_user_no_credentials' : 'no_credentials')
      }
      return jsonResponse({
        exists: true,
        hasPassword: customer.passwordHash !== null,
        socialLoginProvider: registeredSocialLogin(customer),
      })
    },
  ),

  serviceHandler(
    'customer',
    'post',
    '/user/login',
    { recaptcha: 'required', throttle: { group: 'sign-in', account: usernameOfBody, counts: 'refusals' } },
    async ({ request, body, cookies }) => {
      const username = typeof body.username === 'string' ? body.username : ''
      const password = typeof body.password === 'string' ? body.password : ''
      const customer = findCustomerByUsername(username)
      if (!customer || !(await verifyPassword(password, customer.passwordHash))) {
        return errorResponse(401, 'INVALID_CREDENTIALS')
      }
      if (customer.countryCode !== shopCountry(request)) {
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
      return startSession(customer, {
        stayLoggedIn,
        loginMethod: username.includes('@') ? 'email' : 'customerNumber',
        cookies,
      })
    },
  ),

  serviceHandler('customer', 'get', '/user/auth/stay-logged-in', { session: 'required' }, ({ session }) =>
    jsonResponse({ stayLoggedIn: session.stayLoggedIn }),
  ),

  serviceHandler(
    'customer',
    'patch',
    '/user/auth/stay-logged-in',
    { session: 'required' },
    async ({ session, body }) => {
      if (typeof body.stayLoggedIn !== 'boolean') return errorResponse(400, 'invalid_stay_logged_in')
      const stayLoggedIn = body.stayLoggedIn
      // The setting only: the session keeps the end its sign-in granted (no password was asked for).
      await db.sessions.update((q) => q.where({ id: session.id }), {
        data(record) {
          record.stayLoggedIn = stayLoggedIn
        },
      })
      return jsonResponse({ stayLoggedIn })
    },
  ),

  serviceHandler('customer', 'post', '/user/auth/refresh', { session: 'required' }, () =>
    jsonResponse({ refreshed: true }),
  ),

  serviceHandler('customer', 'get', '/user/auth/logout', { session: 'optional' }, ({ session }) =>
    endSession(session, { loggedOut: true }),
  ),
]
