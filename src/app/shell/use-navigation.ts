import { useQuery } from '@tanstack/react-query'
import { useLocation } from 'react-router'
import { paths } from '@/shared/config/paths'
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

/** The complete-profile step: the billing address page, where an incomplete profile gets its billing address. */
export function useOnCompleteProfileStep(): boolean {
  return useLocation().pathname === paths.billingAddress.path
}

export function useVisibleNavigation(): NavigationGroup[] {
  const { flags, locale } = useRuntime()
  const { user } = useSession()
  const profileIncomplete = useProfileIncomplete()
  const onCompleteProfileStep = useOnCompleteProfileStep()
  if (!user) return []
  return visibleNavigation({ flags, user, profileIncomplete, onCompleteProfileStep, locale })
}
