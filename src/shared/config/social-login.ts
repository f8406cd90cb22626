/**
 * Where "Mit Google anmelden" sends the customer (OAuth 2.0 authorization code flow). In a
 * production build the provider comes from the build's environment variables
 * (`VITE_GOOGLE_AUTH_URL`, `VITE_GOOGLE_CLIENT_ID`); in mock mode (dev server, prototype) from the
 * mock provider page that only the mock serves (`mock-server/public/mock-google-signin.html`).
 */
export type OAuthProviderConfig = { authorizeUrl: string; clientId: string }

export type SocialLoginConfig = {
  /** null: Google is not configured for this build, so signing in with it fails with the generic error. */
  google: OAuthProviderConfig | null
}

/** The variables of a production build, read the way production-runtime.ts reads the others. */
export function productionSocialLoginConfig(env: Record<string, string | undefined>): SocialLoginConfig {
  const authorizeUrl = env.VITE_GOOGLE_AUTH_URL?.trim()
  const clientId = env.VITE_GOOGLE_CLIENT_ID?.trim()
  return { google: authorizeUrl && clientId ? { authorizeUrl, clientId } : null }
}

export function socialLoginConfig(): SocialLoginConfig {
  // Written out literally so the production build drops the mock branch (and the mock page's name).
  if (import.meta.env.VITE_USE_MOCK === 'true')
    return {
      google: { authorizeUrl: `${import.meta.env.BASE_URL}mock-google-signin.html`, clientId: 'mein-konto-mock' },
    }
  return productionSocialLoginConfig(import.meta.env)
}

/** The provider's authorize URL for one sign-in: back to `redirectUri` with `code` and `state`. */
export function googleAuthorizeUrl(
  config: OAuthProviderConfig,
  { redirectUri, state }: { redirectUri: string; state: string },
): string {
  const url = new URL(config.authorizeUrl, window.location.origin)
  url.searchParams.set('client_id', config.clientId)
  url.searchParams.set('response_type', 'code')
  url.searchParams.set('scope', 'openid email profile')
  url.searchParams.set('redirect_uri', redirectUri)
  url.searchParams.set('state', state)
  return url.toString()
}
