import { paths } from '@/shared/config/paths'
import { usernameKind } from '@/shared/validation/username'

/** The sub-steps (spec section 2) are routed inside the page; their names come from the app's paths. */
export { accountVerificationSteps, type AccountVerificationStep } from '@/shared/config/paths'

/**
 * Where a customer without credentials proves who they are (spec section 4): with an email the
 * account verification, with a customer number its customer-number variant.
 */
export function accountVerificationPath(username: string): string {
  return usernameKind(username) === 'email'
    ? paths.accountVerification.getHref()
    : paths.accountVerification.getHref('customerNumber')
}

/** What the login page hands over in navigation state (never in the URL or web storage). */
export type AccountVerificationNavigationState = { username?: string }

export function usernameFromNavigationState(state: unknown): string | undefined {
  if (state === null || typeof state !== 'object') return undefined
  const { username } = state as AccountVerificationNavigationState
  return typeof username === 'string' && username.trim() !== '' ? username : undefined
}

/** Carried along between the sub-steps, so a reload on any of them still knows the account. */
export function accountVerificationState(username: string | undefined): AccountVerificationNavigationState | null {
  return username ? { username } : null
}
