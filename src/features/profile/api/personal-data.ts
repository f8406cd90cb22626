import { useQuery } from '@tanstack/react-query'
import { shopLocaleOfCountry, shopLocaleSettings } from '@/shared/config/locales'
import { personalDetailsQueryOptions, useSession } from '@/shared/session/session-api'
import type { LoggedInUser, PersonalDetails } from '@/shared/session/session-schemas'
import { toDayMonthYear } from '@/shared/validation/dates'

export type PersonalData = PersonalDetails & {
  /** day.month.year, converted from the service's year-month-day. */
  dateOfBirthShown: string | null
  countryName: string | null
}

/**
 * Personal details (GET /user/personal-details with address_strict_typing and packstation_mapping)
 * merged with the signed-in customer's details: what the personal details leave out, the login state knows.
 */
export function mergePersonalData(details: PersonalDetails, user: LoggedInUser | null): PersonalData {
  const countryCode = details.countryCode ?? null
  const shop = countryCode ? shopLocaleOfCountry(countryCode) : undefined
  return {
    ...details,
    customerNumber: details.customerNumber ?? user?.customerNumber,
    email: details.email || (user?.email ?? ''),
    firstName: details.firstName ?? user?.firstName,
    lastName: details.lastName ?? user?.lastName,
    dateOfBirthShown: details.dateOfBirth ? (toDayMonthYear(details.dateOfBirth) ?? details.dateOfBirth) : null,
    countryName: shop ? shopLocaleSettings[shop].countryName : countryCode,
  }
}

export function usePersonalData() {
  const { user } = useSession()
  const query = useQuery(personalDetailsQueryOptions())
  return { query, personalData: query.data ? mergePersonalData(query.data, user) : undefined }
}
