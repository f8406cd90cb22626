import { useSocialLoginCallback, type SocialLoginCallbackHandlers } from './use-social-login-callback'

/** Shows nothing: completes the social login the provider redirected back with (see the hook). */
export function SocialLoginCallback(handlers: SocialLoginCallbackHandlers) {
  useSocialLoginCallback(handlers)
  return null
}
