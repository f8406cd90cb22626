import { usernameKind } from '@/shared/validation/username'

/** The sub-steps of account verification (spec section 2), routed inside the page. */
export const accountVerificationSteps = {
  orderNumber: 'order-number-verification',
  customerNumber: 'customer-number-verification',
  address: 'address-verification',
  customerService: 'customer-service-verification',
  success: 'success',
} as const

export type AccountVerificationStep = keyof typeof accountVerificationSteps

/** The page's own path: its index is the order-number step. */
export const accountVerificationRoot = '/account-verification'

export function accountVerificationStepPath(step: AccountVerificationStep): string {
  return `${accountVerificationRoot}/${accountVerificationSteps[step]}`
}

/**
 * Where a customer without credentials proves who they are (spec section 4): with an email the
 * account verification, with a customer number its customer-number variant.
 */
export function accountVerificationPath(username: string): string {
  return usernameKind(username) === 'email' ? accountVerificationRoot : accountVerificationStepPath('customerNumber')
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
