import type { LoginError, UsernameCheckOutcome } from './login-result'

/** The login steps of spec section 4 that this app has so far. */
export type LoginStep = 'username' | 'password' | 'emailUnknown' | 'noCredentials'

export type LoginState = {
  step: LoginStep
  username: string
  busy: boolean
  error: LoginError | null
  lightUser: boolean
}

export type LoginAction =
  | { type: 'usernameSubmitted'; username: string }
  | { type: 'usernameConfirmed' }
  | { type: 'usernameChecked'; outcome: UsernameCheckOutcome }
  | { type: 'passwordSubmitted' }
  | { type: 'failed'; error: LoginError }
  | { type: 'changeUsername' }

export const initialLoginState: LoginState = {
  step: 'username',
  username: '',
  busy: false,
  error: null,
  lightUser: false,
}

export function loginReducer(state: LoginState, action: LoginAction): LoginState {
  switch (action.type) {
    case 'usernameSubmitted':
      return { ...state, username: action.username, busy: true, error: null }
    case 'usernameConfirmed':
      return { ...state, step: 'password', busy: false }
    case 'usernameChecked': {
      const { outcome } = action
      if (outcome.next === 'error') return { ...state, busy: false, error: outcome.error }
      if (outcome.next === 'noCredentials')
        return { ...state, busy: false, step: 'noCredentials', lightUser: outcome.lightUser }
      return { ...state, busy: false, step: outcome.next }
    }
    case 'passwordSubmitted':
      return { ...state, busy: true, error: null }
    case 'failed':
      return { ...state, busy: false, error: action.error }
    case 'changeUsername':
      // Back to the first step, keeping what was typed.
      return { ...state, step: 'username', busy: false, error: null }
  }
}
