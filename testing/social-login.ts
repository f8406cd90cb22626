import { providerCode, type ProviderPerson } from '../mock-server/runtime/provider-codes'
import { paths } from '../src/shared/config/paths'

/** The app's login page, absolute, as the app sends it as the social login's redirect URL (useSocialLoginRedirectUri). */
export const loginPageUrl = () => new URL(paths.login.getHref(), window.location.origin).toString()

/** The code the mock Google page sends the customer back to the login page with, signed by the mock. */
export const googleCode = (person: ProviderPerson, redirectUri = loginPageUrl()) =>
  providerCode({ provider: 'GOOGLE', person, redirectUri })
