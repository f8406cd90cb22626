import { issueToken } from '../../runtime/tokens'
import { redeemProviderCode } from '../../runtime/provider-codes'
import { startSession } from '../../runtime/session'
import { socialLoginProviderSchema } from '../../db/schemas'
import { errorResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername, shopCountry } from './customers'

/** How long the socialLoginToken of an unknown person may be used for account creation. */
const socialLoginTokenValidityMs = 60 * 60 * 1000

export const customerSocialLoginHandlers = [
  serviceHandler('customer', 'post', '/user/social-login', async ({ request, body, cookies }) => {
    const { code, redirectUrl } = body
    const provider = socialLoginProviderSchema.safeParse(body.provider)
    if (!provider.success) return errorResponse(400, 'invalid_provider')
    if (typeof redirectUrl !== 'string' || !redirectUrl) return errorResponse(400, 'redirect_url_missing')
    // Only a code the provider signed for this redirect URL, once (runtime/provider-codes.ts).
    const person =
      typeof code === 'string'
        ? await redeemProviderCode(code, { provider: provider.data, redirectUri: redirectUrl })
        : undefined
    if (!person) return errorResponse(401, 'invalid_code')

    // Only an account this provider is linked to: an account with the same email but only a password is
    // not this provider account's (whoever holds that email there must not get into it).
    const customer = findCustomerByUsername(person.email)
    if (!customer?.socialLoginProviders.includes(provider.data)) {
      // Spec section 8: not found leads to account creation, prefilled. For an email the shop knows,
      // that creation then says the address has an account (sign in with the password instead).
      // A token that lets account creation (POST /user/express-account) trust the provider's email:
      // valid for an hour, once, for this email; its payload names the provider and the person.
      const socialLoginToken = await issueToken({
        type: 'social-login',
        email: person.email,
        validForMs: socialLoginTokenValidityMs,
        payload: JSON.stringify({ provider: provider.data, firstName: person.firstName, lastName: person.lastName }),
      })
      return errorResponse(404, 'social_account_not_found', {
        userInfo: { firstName: person.firstName, lastName: person.lastName, socialLoginToken, email: person.email },
      })
    }
    if (customer.countryCode !== shopCountry(request)) {
      return errorResponse(403, 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE', {
        customerCountryCode: customer.countryCode,
      })
    }
    return startSession(customer, { stayLoggedIn: false, loginMethod: provider.data.toLowerCase(), cookies })
  }),
]
