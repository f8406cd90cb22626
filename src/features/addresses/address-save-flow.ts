import { useReducer } from 'react'
import { isApiError } from '@/shared/api/api-errors'
import { useSingleFlight } from '@/shared/api/use-single-flight-mutation'
import { track } from '@/shared/tracking/tracking'
import { checkAddress, suggestionDiffers, withSuggestion } from './api/addresses-api'
import type { AddressSuggestion, BillingAddressRequest } from './api/address-schemas'

/** The save error categories of spec section 8, also the message of the tracked error event. */
export const addressErrorCategories = {
  validate: 'Error at validate address',
  save: 'Error at saving request',
} as const
export type AddressErrorCategory = keyof typeof addressErrorCategories

/**
 * Saving an address (spec section 4): add (the typed address is kept and, if typed, checked), an
 * optional detour through the recommended-address modal, then send.
 */
export type SaveFlowState<Address> =
  | { step: 'editing'; error?: { category: AddressErrorCategory; cause: unknown } }
  | { step: 'checking'; address: Address }
  | { step: 'suggesting'; address: Address; suggestion: AddressSuggestion }
  | { step: 'sending'; address: Address }
  | { step: 'done' }

export type SaveFlowEvent<Address> =
  | { type: 'add'; address: Address; check: boolean }
  | { type: 'checked'; suggestion: AddressSuggestion | undefined }
  | { type: 'accept' }
  | { type: 'keep' }
  | { type: 'dismiss' }
  | { type: 'sent' }
  | { type: 'failed'; category: AddressErrorCategory; cause: unknown }

export function saveFlowReducer<Address extends BillingAddressRequest>(
  state: SaveFlowState<Address>,
  event: SaveFlowEvent<Address>,
): SaveFlowState<Address> {
  switch (event.type) {
    case 'add':
      return { step: event.check ? 'checking' : 'sending', address: event.address }
    case 'checked':
      if (state.step !== 'checking') return state
      return event.suggestion && suggestionDiffers(state.address, event.suggestion)
        ? { step: 'suggesting', address: state.address, suggestion: event.suggestion }
        : { step: 'sending', address: state.address }
    case 'accept':
      if (state.step !== 'suggesting') return state
      return { step: 'sending', address: withSuggestion(state.address, state.suggestion) }
    case 'keep':
      return state.step === 'suggesting' ? { step: 'sending', address: state.address } : state
    case 'dismiss':
      // Escape on the modal: back to the form, nothing saved.
      return state.step === 'suggesting' ? { step: 'editing' } : state
    case 'sent':
      return { step: 'done' }
    case 'failed':
      return { step: 'editing', error: { category: event.category, cause: event.cause } }
  }
}

/** Spec section 8: a failed save emits a tracked error event with status code and category. */
export function trackAddressError(category: AddressErrorCategory, error: unknown): void {
  track({
    event: 'error',
    error_code: isApiError(error) ? String(error.status ?? error.kind) : 'unknown',
    error_category: isApiError(error) ? error.category : 'client',
    error_message: addressErrorCategories[category],
  })
}

type SaveFlowOptions<Address, Saved> = {
  send: (address: Address) => Promise<Saved>
  onSaved: (saved: Saved) => void | Promise<void>
}

/**
 * The flow as a hook: `add` starts it, the modal answers with `accept` or `keep`. One step at a time:
 * an `add`, `accept` or `keep` while a check or save is on its way sends nothing (two submits in one tick).
 */
export function useAddressSaveFlow<Address extends BillingAddressRequest, Saved>({
  send,
  onSaved,
}: SaveFlowOptions<Address, Saved>) {
  const [state, dispatch] = useReducer(saveFlowReducer<Address>, { step: 'editing' })
  const singleFlight = useSingleFlight<void>()

  async function sendAddress(address: Address) {
    let saved: Saved
    try {
      saved = await send(address)
    } catch (cause) {
      trackAddressError('save', cause)
      dispatch({ type: 'failed', category: 'save', cause })
      return
    }
    dispatch({ type: 'sent' })
    await onSaved(saved)
  }

  async function addOnce(address: Address, { check }: { check: boolean }) {
    dispatch({ type: 'add', address, check })
    if (!check) return sendAddress(address)
    let suggestion: AddressSuggestion | undefined
    try {
      suggestion = await checkAddress(address)
    } catch (cause) {
      // Spec section 8: a failing check sets the validate error.
      trackAddressError('validate', cause)
      dispatch({ type: 'failed', category: 'validate', cause })
      return
    }
    dispatch({ type: 'checked', suggestion })
    if (!suggestionDiffers(address, suggestion)) await sendAddress(address)
  }

  function choose(choice: 'accept' | 'keep') {
    if (state.step !== 'suggesting') return
    const address = choice === 'accept' ? withSuggestion(state.address, state.suggestion) : state.address
    void singleFlight(() => {
      dispatch({ type: choice })
      return sendAddress(address)
    })
  }

  return {
    state,
    add: (address: Address, options: { check: boolean }) => singleFlight(() => addOnce(address, options)),
    accept: () => choose('accept'),
    keep: () => choose('keep'),
    dismiss: () => dispatch({ type: 'dismiss' }),
    busy: state.step === 'checking' || state.step === 'sending' || state.step === 'done',
  }
}
