import type { AccountPrefill, SocialLoginProvider } from '../api/social-login-api'
import type { LoginError, UsernameCheckOutcome } from './login-result'

/** The login steps of spec section 4, plus the light-account form (flag lightAccount). */
export type LoginStep =
  | 'username'
  | 'password'
  | 'createAccount'
  | 'createAccountDoubleOptIn'
  | 'emailUnknown'
  | 'passwordUnknown'
  | 'createLightAccount'

export type LoginState = {
  step: LoginStep
  username: string
  busy: boolean
  error: LoginError | null
  /** The light-user set-password modal (light user without credentials). */
  lightUserModalOpen: boolean
  /** Set when the account has no password but signs in with this provider. */
  socialLoginProvider: SocialLoginProvider | null
  /** Data for the account forms after a social login that found no account. */
  accountPrefill: AccountPrefill | null
  /** Kept after a successful account creation (spec section 4). */
  newsletterConsent: boolean
}

export type LoginAction =
  | { type: 'usernameSubmitted'; username: string }
  | { type: 'usernameConfirmed'; socialLoginProvider?: SocialLoginProvider | null }
  | { type: 'usernameChecked'; outcome: UsernameCheckOutcome }
  | { type: 'passwordSubmitted' }
  | { type: 'failed'; error: LoginError }
  | { type: 'changeUsername' }
  | { type: 'showPasswordUnknown' }
  | { type: 'showCreateAccount'; prefill?: AccountPrefill }
  | { type: 'showCreateLightAccount' }
  | { type: 'accountCreated'; email: string; newsletterConsent: boolean }
  | { type: 'duplicateAccount'; email: string }
  | { type: 'lightUserModalClosed'; error?: LoginError }
  | { type: 'socialLoginStarted' }

export const initialLoginState: LoginState = {
  step: 'username',
  username: '',
  busy: false,
  error: null,
  lightUserModalOpen: false,
  socialLoginProvider: null,
  accountPrefill: null,
  newsletterConsent: false,
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'usernameSubmitted':
      return { ...state, username: action.username, busy: true, error: null, socialLoginProvider: null }
    case 'usernameConfirmed':
      return { ...state, step: 'password', busy: false, socialLoginProvider: action.socialLoginProvider ?? null }
    case 'usernameChecked': {
      const { outcome } = action
      if (outcome.next === 'error') return { ...state, busy: false, error: outcome.error }
      // Light users set a password in a modal over the username step; other accounts without
      // credentials leave the login page for account verification (see use-login-flow.ts).
      if (outcome.next === 'noCredentials') return { ...state, busy: false, lightUserModalOpen: outcome.lightUser }
      return { ...state, busy: false, step: outcome.next }
    }
    case 'passwordSubmitted':
    case 'socialLoginStarted':
      return { ...state, busy: true, error: null }
    case 'failed':
      return { ...state, busy: false, error: action.error }
    case 'changeUsername':
      // Back to the first step, keeping what was typed.
      return { ...state, step: 'username', busy: false, error: null, accountPrefill: null }
    case 'showPasswordUnknown':
      return { ...state, step: 'passwordUnknown', error: null }
    case 'showCreateAccount':
      return {
        ...state,
        step: 'createAccount',
        busy: false,
        error: null,
        username: action.prefill?.email ?? state.username,
        // A prefill with a socialLoginToken marks a social registration (sent as express-account).
        accountPrefill: action.prefill ?? state.accountPrefill,
      }
    case 'showCreateLightAccount':
      return { ...state, step: 'createLightAccount', error: null }
    case 'accountCreated':
      return {
        ...state,
        step: 'createAccountDoubleOptIn',
        username: action.email,
        newsletterConsent: action.newsletterConsent,
        error: null,
      }
    case 'duplicateAccount':
      // The account exists already: sign in as that customer instead.
      return { ...state, step: 'password', username: action.email, busy: false, error: null }
    case 'lightUserModalClosed':
      return { ...state, lightUserModalOpen: false, error: action.error ?? null }
  }
}
