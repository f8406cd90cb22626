import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { paths } from '@/shared/config/paths'
import { sessionKeys } from '@/shared/session/session-api'
import { addressKeys } from '../api/addresses-api'
import type { AddressBookLocationState } from './address-book-page'

/** After a save: forget the cached addresses (and the profile, whose hint depends on them), back to the book. */
export function useReturnToAddressBook() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return async (state: AddressBookLocationState) => {
    await Promise.all([
      // Refetched before leaving, so the book never shows the address as it was.
      queryClient.invalidateQueries({ queryKey: addressKeys.all, refetchType: 'all' }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.personalDetails }),
    ])
    await navigate(paths.myAddresses.getHref(), { state })
  }
}
