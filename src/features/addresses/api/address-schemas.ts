import * as z from 'zod/mini'
import { postalAddressFields } from '@/shared/api/postal-address-schema'
import { addressCountries } from '@/shared/validation/address'

export const salutationSchema = z.catch(z.enum(['MR', 'MS', 'FAMILY']), 'MS')
export const countryCodeSchema = z.catch(z.enum(addressCountries), 'DE')
export const addressTypes = ['POSTAL', 'DHL_ADDRESS'] as const
export type AddressType = (typeof addressTypes)[number]
export const parcelStationKinds = ['PACKSTATION', 'POSTFILIALE', 'PAKETSHOP', 'POSTSTATION'] as const
export type ParcelStationKind = (typeof parcelStationKinds)[number]

/** The person and postal fields every address has (spec section 3); a billing address is only these. */
const personFields = {
  salutation: salutationSchema,
  ...postalAddressFields,
  countryCode: countryCodeSchema,
  phone: z.nullish(z.string()),
}

export const billingAddressSchema = z.object(personFields)
export type BillingAddress = z.infer<typeof billingAddressSchema>

export const deliveryAddressSchema = z.object({
  id: z.string(),
  ...personFields,
  type: z.catch(z.enum(addressTypes), 'POSTAL'),
  parcelStationKind: z.nullish(z.enum(parcelStationKinds)),
  packstationNumber: z.nullish(z.string()),
  dhlPostNumber: z.nullish(z.string()),
  isDhlDeliveryAddressPostNumberValid: z._default(z.boolean(), true),
  isDefault: z._default(z.boolean(), false),
  isDeleted: z._default(z.boolean(), false),
})
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>

/** The address list (spec section 3), and the billing address, which the list answer carries too. */
export const addressListSchema = z.object({
  isCreateAllowed: z.boolean(),
  preferredAddressId: z.nullish(z.string()),
  deliveryAddresses: z.array(deliveryAddressSchema),
  billingAddress: z.nullish(billingAddressSchema),
})
export type AddressList = z.infer<typeof addressListSchema>

/** What the app sends to save an address: a billing address, or a delivery address with its type. */
export type BillingAddressRequest = Omit<BillingAddress, 'additional' | 'phone'> & {
  additional: string | null
  phone: string | null
}
export type DeliveryAddressRequest = BillingAddressRequest & {
  type: AddressType
  parcelStationKind: ParcelStationKind | null
  packstationNumber: string | null
  dhlPostNumber: string | null
}

/** The address-check service's answer: suggestions, the best first. */
export const addressSuggestionSchema = z.object({
  street: z.string(),
  streetNumber: z.string(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.optional(z.string()),
})
export const addressCheckSchema = z.array(addressSuggestionSchema)
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>
