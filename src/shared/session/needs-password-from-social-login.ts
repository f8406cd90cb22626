import type { LoggedInUser } from './session-schemas'

/**
 * "Set password" instead of "change password" (spec section 2): no password, but a social login
 * provider. The navigation names the entry by it, and the change-password page mails the link instead.
 */
export function needsPasswordFromSocialLogin(user: LoggedInUser): boolean {
  return user.hasPassword === false && Boolean(user.socialLoginProvider)
}
