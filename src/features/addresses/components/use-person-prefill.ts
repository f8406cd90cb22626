import { useQuery } from '@tanstack/react-query'
import { shopLocaleSettings } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { personalDetailsQueryOptions, useSession } from '@/shared/session/session-api'
import { emptyAddressForm } from './address-form-values'

/** A new address starts with the customer's own salutation and name, in the shop's country. */
export function useNewAddressForm() {
  const { user } = useSession()
  const { locale } = useRuntime()
  const { data: personalDetails } = useQuery(personalDetailsQueryOptions())
  return emptyAddressForm(
    {
      salutation: personalDetails?.salutation ?? undefined,
      firstName: personalDetails?.firstName ?? user?.firstName ?? '',
      lastName: personalDetails?.lastName ?? user?.lastName ?? '',
    },
    shopLocaleSettings[locale].countryCode,
  )
}
