import { describe, expect, it } from 'vitest'
import { saveFlowReducer, type SaveFlowState } from './address-save-flow'
import type { BillingAddressRequest } from './api/address-schemas'

const typed: BillingAddressRequest = {
  salutation: 'MS',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstr.',
  streetNumber: '5',
  additional: null,
  zipCode: '80331',
  city: 'München',
  countryCode: 'DE',
  phone: null,
}
const corrected = { street: 'Hauptstraße', streetNumber: '5', zipCode: '80331', city: 'München' }
const editing: SaveFlowState<BillingAddressRequest> = { step: 'editing' }

describe('saving an address (spec section 4: add, then send)', () => {
  it(
    'checks a typed address first, and sends a DHL station at once',
    { tags: ['spec:4.addresses.two-step-add', 'spec:5.address-check.typed-address-checked'] },
    () => {
      expect(saveFlowReducer(editing, { type: 'add', address: typed, check: true })).toEqual({
        step: 'checking',
        address: typed,
      })
      expect(saveFlowReducer(editing, { type: 'add', address: typed, check: false })).toEqual({
        step: 'sending',
        address: typed,
      })
    },
  )

  it(
    'offers the suggestion only when street, number, zip or city differ',
    { tags: ['spec:4.addresses.recommended-address-modal', 'spec:5.address-check.suggestion-or-input'] },
    () => {
      const checking = saveFlowReducer(editing, { type: 'add', address: typed, check: true })
      expect(saveFlowReducer(checking, { type: 'checked', suggestion: corrected })).toEqual({
        step: 'suggesting',
        address: typed,
        suggestion: corrected,
      })
      for (const field of ['streetNumber', 'zipCode', 'city'] as const) {
        const suggestion = { ...corrected, street: typed.street, [field]: 'anders' }
        expect(saveFlowReducer(checking, { type: 'checked', suggestion }).step).toBe('suggesting')
      }
      // Only case and spaces differ, or there is no suggestion: nothing to ask.
      const same = { street: ' hauptstr. ', streetNumber: '5', zipCode: '80331', city: 'MÜNCHEN' }
      expect(saveFlowReducer(checking, { type: 'checked', suggestion: same })).toEqual({
        step: 'sending',
        address: typed,
      })
      expect(saveFlowReducer(checking, { type: 'checked', suggestion: undefined }).step).toBe('sending')
    },
  )

  it(
    'sends the suggestion or the input, as chosen; Escape returns to the form',
    { tags: ['spec:4.addresses.recommended-address-modal'] },
    () => {
      const suggesting: SaveFlowState<BillingAddressRequest> = {
        step: 'suggesting',
        address: typed,
        suggestion: corrected,
      }
      expect(saveFlowReducer(suggesting, { type: 'accept' })).toEqual({
        step: 'sending',
        address: { ...typed, street: 'Hauptstraße' },
      })
      expect(saveFlowReducer(suggesting, { type: 'keep' })).toEqual({ step: 'sending', address: typed })
      expect(saveFlowReducer(suggesting, { type: 'dismiss' })).toEqual({ step: 'editing' })
    },
  )

  it(
    'returns to the form with the error category on failure',
    { tags: ['spec:4.addresses.save-error-categories'] },
    () => {
      const sending: SaveFlowState<BillingAddressRequest> = { step: 'sending', address: typed }
      expect(saveFlowReducer(sending, { type: 'failed', category: 'save', cause: 'x' })).toEqual({
        step: 'editing',
        error: { category: 'save', cause: 'x' },
      })
      expect(saveFlowReducer(sending, { type: 'sent' })).toEqual({ step: 'done' })
    },
  )
})
