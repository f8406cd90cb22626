import { useQuery } from '@tanstack/react-query'
import { useRuntime } from '@/shared/config/runtime'
import { personalDetailsQueryOptions, useSession } from '@/shared/session/session-api'
import { visibleNavigation, type NavigationGroup } from './navigation'

/** Incomplete: a customer number but no billing address, or no customer number at all. */
export function useProfileIncomplete(): boolean {
  const { user } = useSession()
  const { data: personalDetails } = useQuery(personalDetailsQueryOptions())
  if (!user) return false
  if (!user.customerNumber) return true
  return personalDetails !== undefined && !personalDetails.billingAddressId
}

export function useVisibleNavigation(): NavigationGroup[] {
  const { flags, locale } = useRuntime()
  const { user } = useSession()
  const profileIncomplete = useProfileIncomplete()
  if (!user) return []
  return visibleNavigation({ flags, user, profileIncomplete, locale })
}
