import { queryOptions } from '@tanstack/react-query'
import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import {
  addressCheckSchema,
  addressListSchema,
  billingAddressSchema,
  deliveryAddressSchema,
  type AddressSuggestion,
  type BillingAddressRequest,
  type DeliveryAddressRequest,
} from './address-schemas'

export const addressKeys = {
  all: ['addresses'] as const,
  list: ['addresses', 'list'] as const,
  deliveryAddress: (id: string) => ['addresses', 'delivery', id] as const,
  knownForLightAccount: (username: string) => ['addresses', 'known-for-light-account', username] as const,
}

// Spec section 7: delivery addresses come typed, with parcel stations mapped.
const typedAddresses = { addressStrictTyping: true, packstationMapping: true }
const segment = (id: string) => encodeURIComponent(id)

/** GET /user/delivery-address: the address list. */
export const getAddressList = () =>
  apiRequest({ service: 'customer', path: '/user/delivery-address', query: typedAddresses, schema: addressListSchema })

export const addressListQueryOptions = () => queryOptions({ queryKey: addressKeys.list, queryFn: getAddressList })

/** GET /user/delivery-address/{id}. */
export const getDeliveryAddress = (id: string) =>
  apiRequest({ service: 'customer', path: `/user/delivery-address/${segment(id)}`, schema: deliveryAddressSchema })

export const deliveryAddressQueryOptions = (id: string) =>
  queryOptions({ queryKey: addressKeys.deliveryAddress(id), queryFn: () => getDeliveryAddress(id), retry: false })

/** POST /user/delivery-address/add: a new delivery address. */
export const addDeliveryAddress = (address: DeliveryAddressRequest) =>
  apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address/add',
    body: address,
    schema: deliveryAddressSchema,
  })

/** POST /user/delivery-address: changes the delivery address with this id. */
export const updateDeliveryAddress = (id: string, address: DeliveryAddressRequest) =>
  apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/delivery-address',
    body: { id, ...address },
    schema: deliveryAddressSchema,
  })

/** DELETE /user/delivery-address/{id}: marks it deleted. */
export const deleteDeliveryAddress = (id: string) =>
  apiRequest({
    service: 'customer',
    method: 'DELETE',
    path: `/user/delivery-address/${segment(id)}`,
    schema: z.unknown(),
  })

/** PATCH /user/delivery-address/{id}/restore: undoes the delete. */
export const restoreDeliveryAddress = (id: string) =>
  apiRequest({
    service: 'customer',
    method: 'PATCH',
    path: `/user/delivery-address/${segment(id)}/restore`,
    schema: z.unknown(),
  })

/** PATCH /user/address/{id}/set-preferred. */
export const setPreferredAddress = (id: string) =>
  apiRequest({
    service: 'customer',
    method: 'PATCH',
    path: `/user/address/${segment(id)}/set-preferred`,
    schema: z.unknown(),
  })

/** POST /user/invoice-addresses creates the billing address; POST /user/invoice-address changes it. */
export const saveBillingAddress = (address: BillingAddressRequest, mode: 'create' | 'edit') =>
  apiRequest({
    service: 'customer',
    method: 'POST',
    path: mode === 'create' ? '/user/invoice-addresses' : '/user/invoice-address',
    body: address,
    schema: billingAddressSchema,
  })

/** The address check (spec section 7): the first element of the answer is the suggestion. */
export async function checkAddress(address: BillingAddressRequest): Promise<AddressSuggestion | undefined> {
  const suggestions = await apiRequest({
    service: 'addressCheck',
    method: 'POST',
    path: '/addresses/check',
    body: {
      firstName: address.firstName,
      lastName: address.lastName,
      street: address.street,
      streetNumber: address.streetNumber,
      zipCode: address.zipCode,
      city: address.city,
      countryCode: address.countryCode,
    },
    schema: addressCheckSchema,
  })
  return suggestions[0]
}

/**
 * GET by username with origin accountLightAccount (spec section 7): the address the address check
 * knows for a light account (from its checkout), or undefined. Only a prefill: it never blocks the form.
 */
export const knownAddressOfLightAccountQueryOptions = (username: string) =>
  queryOptions({
    queryKey: addressKeys.knownForLightAccount(username),
    queryFn: async ({ signal }) => {
      const known = await apiRequest({
        service: 'addressCheck',
        path: '/addresses',
        query: { username, origin: 'accountLightAccount' },
        schema: addressCheckSchema,
        signal,
      })
      return known[0] ?? null
    },
    // A prefill that is late or missing leaves the form as it is: no retries to wait for.
    retry: false,
  })

const comparedFields = ['street', 'streetNumber', 'zipCode', 'city'] as const
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** Spec section 5: a suggestion is offered when it differs in street, number, zip or city. */
export function suggestionDiffers(typed: BillingAddressRequest, suggestion: AddressSuggestion | undefined): boolean {
  if (!suggestion) return false
  return comparedFields.some((field) => !same(typed[field], suggestion[field]))
}

/** The typed address with the suggestion's street, number, zip and city. */
export function withSuggestion<Address extends Pick<BillingAddressRequest, (typeof comparedFields)[number]>>(
  typed: Address,
  suggestion: AddressSuggestion,
): Address {
  return {
    ...typed,
    street: suggestion.street,
    streetNumber: suggestion.streetNumber,
    zipCode: suggestion.zipCode,
    city: suggestion.city,
  }
}
