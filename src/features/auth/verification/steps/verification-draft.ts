import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { birthDateToIso } from '@/shared/validation/birth-date'
import { normalizeUsername, usernameKind } from '@/shared/validation/username'
import type { AccountVerificationRequest } from '@/features/auth/api/account-verification-api'
import type { AccountVerificationStep } from '../account-verification-paths'

/**
 * Everything typed on any verification step. The page keeps it, so a customer who comes back
 * (from the customer service step, or by switching between order number and address) finds
 * what was typed, and a birth date typed once is there on the other steps too.
 */
export type VerificationDraft = {
  username: string
  orderNumber: string
  customerNumber: string
  zipCode: string
  street: string
  streetNumber: string
  dateOfBirth: string
}

export function initialVerificationDraft(knownUsername: string | undefined): VerificationDraft {
  return {
    username: knownUsername ?? '',
    orderNumber: '',
    // Entered as the username on the login page: no need to type it again.
    customerNumber: knownUsername && usernameKind(knownUsername) === 'customerNumber' ? knownUsername : '',
    zipCode: '',
    street: '',
    streetNumber: '',
    dateOfBirth: '',
  }
}

/** What every form step gets from the page. */
export type VerificationFormStepProps = {
  /** From the login page (navigation state); undefined after a reload or from a direct link. */
  knownUsername: string | undefined
  draft: VerificationDraft
  onDraftChange: (values: Partial<VerificationDraft>) => void
  busy: boolean
  onVerify: (request: AccountVerificationRequest, from: AccountVerificationStep) => void
  /** True when the step was reached inside the page, so focus moves to its heading. */
  focusHeading: boolean
}

/** A step's form, filled from the draft and writing every change back to it. */
export function useVerificationForm({
  draft,
  onDraftChange,
}: Pick<VerificationFormStepProps, 'draft' | 'onDraftChange'>) {
  const form = useForm<VerificationDraft>({ defaultValues: draft })
  const { subscribe } = form
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onDraftChange(values),
      }),
    [subscribe, onDraftChange],
  )
  return form
}

/** The birth date as the service wants it (year-month-day); validated before, so always a date. */
export function requestBirthDate(draft: VerificationDraft): string {
  return birthDateToIso(draft.dateOfBirth) ?? draft.dateOfBirth
}

/** What every request with a username says: whose account (from the login page, or typed) and the birth date. */
export function requestAccount(draft: VerificationDraft, knownUsername: string | undefined) {
  return { username: knownUsername ?? normalizeUsername(draft.username), dateOfBirth: requestBirthDate(draft) }
}
