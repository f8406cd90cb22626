import * as z from 'zod/mini'
import { useIsMutating, useMutation } from '@tanstack/react-query'
import { useHref } from 'react-router'
import { apiRequest } from '@/shared/api/api-client'
import { useRedirectTarget } from '@/shared/config/app-routes-context'
import { googleAuthorizeUrl, socialLoginConfig } from '@/shared/config/social-login'
import { documentNavigation } from '@/shared/config/document-navigation'
import { paths } from '@/shared/config/paths'

export type SocialLoginProvider = 'GOOGLE' | 'FACEBOOK' | 'APPLE'

export const socialLoginResponseSchema = z.object({
  type: z.optional(z.literal('success')),
  email: z.nullish(z.string()),
  customerNumber: z.nullish(z.string()),
})

/** The `userInfo` of a 404 `social_account_not_found` (spec section 3 "Social login"). */
export const socialUserInfoSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  socialLoginToken: z.string(),
  email: z.string(),
})

/**
 * What a social login that found no account knows about the person, to prefill the account forms;
 * `socialLoginToken` marks a social registration (sent as express account).
 */
export type AccountPrefill = Omit<z.infer<typeof socialUserInfoSchema>, 'socialLoginToken'> & {
  socialLoginToken: string | null
}

export const socialAccountNotFoundCode = 'social_account_not_found'

/** POST /user/social-login: the provider's one-time code for a session (expects 200). */
export function socialLogin(request: { provider: SocialLoginProvider; code: string; redirectUrl: string }) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/social-login',
    body: request,
    schema: socialLoginResponseSchema,
  })
}

const socialLoginMutationKey = ['social-login'] as const

/** The sign-in call as a mutation, so that any part of the page can tell it is under way. */
export function useSocialLoginMutation() {
  return useMutation({ mutationKey: socialLoginMutationKey, mutationFn: socialLogin })
}

export function useSocialLoginInProgress(): boolean {
  return useIsMutating({ mutationKey: socialLoginMutationKey }) > 0
}

/**
 * The OAuth `state` of the one sign-in under way: a random nonce (checked when the provider sends
 * the customer back, against forged callbacks) and the app path to open afterwards. Kept in the
 * tab's sessionStorage for the round trip only; it holds neither tokens nor personal data.
 */
const stateStorageKey = 'mein-konto.social-login-state'

export type SocialLoginState = { nonce: string; redirectTarget: string }

function randomNonce(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function rememberSocialLoginState(redirectTarget: string): string {
  const nonce = randomNonce()
  try {
    window.sessionStorage.setItem(stateStorageKey, JSON.stringify({ nonce, redirectTarget }))
  } catch {
    // Storage blocked: the callback then finds no state and shows the generic error.
  }
  return nonce
}

/** Reads and forgets the stored state: each sign-in's state is good for one callback. */
export function takeSocialLoginState(): SocialLoginState | null {
  try {
    const raw = window.sessionStorage.getItem(stateStorageKey)
    window.sessionStorage.removeItem(stateStorageKey)
    const parsed = z.object({ nonce: z.string(), redirectTarget: z.string() }).safeParse(JSON.parse(raw ?? 'null'))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The app's own login URL, absolute and below the base path: the provider sends the customer back here. */
export function useSocialLoginRedirectUri(): string {
  const loginHref = useHref(paths.login.getHref())
  return new URL(loginHref, window.location.origin).toString()
}

/**
 * Starts "Mit Google anmelden": leaves for the provider's account chooser. Returns false when this
 * build has no Google configuration (nothing happens; the caller shows the generic error).
 */
export function useStartGoogleSignIn(): () => boolean {
  const redirectUri = useSocialLoginRedirectUri()
  const redirectTarget = useRedirectTarget()
  return () => {
    const google = socialLoginConfig().google
    if (!google) return false
    const state = rememberSocialLoginState(redirectTarget)
    documentNavigation.assign(googleAuthorizeUrl(google, { redirectUri, state }))
    return true
  }
}
