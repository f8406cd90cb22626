import { issueToken, randomHex } from '../../runtime/tokens'
import { startSession } from '../../runtime/session'
import { errorResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername, shopCountry } from './customers'

/**
 * The person a provider vouches for. The mock provider page (mock-server/public/mock-google-signin.js)
 * hands it over inside the authorization code: `mock-google.<base64url of JSON>`, with a nonce so
 * that every code is different.
 */
export type MockGooglePerson = { email: string; firstName: string; lastName: string }

const mockCodePrefix = 'mock-google.'

/** How long the socialLoginToken of an unknown person may be used for account creation. */
const socialLoginTokenValidityMs = 60 * 60 * 1000

function toBase64Url(text: string): string {
  const binary = Array.from(new TextEncoder().encode(text), (byte) => String.fromCharCode(byte)).join('')
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

function fromBase64Url(encoded: string): string {
  const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'))
  return new TextDecoder().decode(Uint8Array.from(binary, (character) => character.charCodeAt(0)))
}

/** The code the mock provider page sends back for this person (tests and stories use it too). */
export function mockGoogleCode(person: MockGooglePerson, nonce = randomHex(8)): string {
  return `${mockCodePrefix}${toBase64Url(JSON.stringify({ ...person, nonce }))}`
}

export function decodeMockGoogleCode(code: string): MockGooglePerson | undefined {
  if (!code.startsWith(mockCodePrefix)) return undefined
  try {
    const value: unknown = JSON.parse(fromBase64Url(code.slice(mockCodePrefix.length)))
    if (value === null || typeof value !== 'object') return undefined
    const { email, firstName, lastName } = value as Record<string, unknown>
    if (typeof email !== 'string' || !/^[^@\s]+@[^@\s]+$/.test(email.trim())) return undefined
    return {
      email: email.trim().toLowerCase(),
      firstName: typeof firstName === 'string' ? firstName.trim() : '',
      lastName: typeof lastName === 'string' ? lastName.trim() : '',
    }
  } catch {
    return undefined
  }
}

export const customerSocialLoginHandlers = [
  serviceHandler('customer', 'post', '/user/social-login', async ({ request, body, cookies }) => {
    const { provider, code, redirectUrl } = body
    if (provider === 'FACEBOOK' || provider === 'APPLE') return errorResponse(400, 'provider_not_supported')
    if (provider !== 'GOOGLE') return errorResponse(400, 'invalid_provider')
    if (typeof redirectUrl !== 'string' || !redirectUrl) return errorResponse(400, 'redirect_url_missing')
    const person = typeof code === 'string' ? decodeMockGoogleCode(code) : undefined
    if (!person) return errorResponse(400, 'invalid_code')

    // Only an account Google is linked to: an account with the same email but only a password is not
    // this Google account's (whoever holds that email at Google must not get into it).
    const customer = findCustomerByUsername(person.email)
    if (!customer?.socialLoginProviders.includes('GOOGLE')) {
      // Spec section 8: not found leads to account creation, prefilled. For an email the shop knows,
      // that creation then says the address has an account (sign in with the password instead).
      // A token that lets account creation (POST /user/express-account) trust the provider's email:
      // valid for an hour, once; its payload names the provider and the person.
      const socialLoginToken = await issueToken({
        type: 'social-login',
        email: person.email,
        validForMs: socialLoginTokenValidityMs,
        payload: JSON.stringify({ provider: 'GOOGLE', firstName: person.firstName, lastName: person.lastName }),
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
    return startSession(customer, { stayLoggedIn: false, loginMethod: 'google', cookies })
  }),
]
