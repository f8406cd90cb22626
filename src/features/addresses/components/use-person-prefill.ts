import { useQuery } from '@tanstack/react-query'
import { personalDetailsQueryOptions, useSession } from '@/shared/session/session-api'
import { emptyAddressForm } from './address-form-values'

/** A new address starts with the customer's own salutation and name. */
export function useNewAddressForm() {
  const { user } = useSession()
  const { data: personalDetails } = useQuery(personalDetailsQueryOptions())
  return emptyAddressForm({
    salutation: personalDetails?.salutation ?? undefined,
    firstName: personalDetails?.firstName ?? user?.firstName ?? '',
    lastName: personalDetails?.lastName ?? user?.lastName ?? '',
  })
}
