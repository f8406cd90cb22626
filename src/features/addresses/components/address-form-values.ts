import type { AddressValues } from '@/shared/forms/address-fields'
import type { PersonNameValues } from '@/shared/forms/name-fields'
import type { Salutation } from '@/shared/validation/account-form'
import type { AddressCountry } from '@/shared/validation/address'
import type {
  AddressType,
  BillingAddress,
  BillingAddressRequest,
  DeliveryAddress,
  DeliveryAddressRequest,
  ParcelStationKind,
} from '../api/address-schemas'

/** What the address forms hold: a billing address uses the person and postal fields only. */
export type AddressFormValues = AddressValues<AddressCountry> &
  PersonNameValues & {
    salutation: Salutation
    phone: string
    type: AddressType
    parcelStationKind: ParcelStationKind
    packstationNumber: string
    dhlPostNumber: string
  }

export function emptyAddressForm(
  person: Partial<PersonNameValues & { salutation: Salutation }> = {},
  countryCode: AddressCountry,
): AddressFormValues {
  return {
    salutation: person.salutation ?? 'MS',
    firstName: person.firstName ?? '',
    lastName: person.lastName ?? '',
    street: '',
    streetNumber: '',
    addressAddition: '',
    zipCode: '',
    city: '',
    countryCode,
    phone: '',
    type: 'POSTAL',
    parcelStationKind: 'PACKSTATION',
    packstationNumber: '',
    dhlPostNumber: '',
  }
}

export function addressFormOf(address: BillingAddress | DeliveryAddress): AddressFormValues {
  const delivery = 'type' in address ? address : undefined
  const dhl = delivery?.type === 'DHL_ADDRESS'
  return {
    salutation: address.salutation,
    firstName: address.firstName,
    lastName: address.lastName,
    street: dhl ? '' : address.street,
    streetNumber: dhl ? '' : address.streetNumber,
    addressAddition: address.additional ?? '',
    zipCode: address.zipCode,
    city: address.city,
    countryCode: address.countryCode,
    phone: address.phone ?? '',
    type: delivery?.type ?? 'POSTAL',
    parcelStationKind: delivery?.parcelStationKind ?? 'PACKSTATION',
    packstationNumber: delivery?.packstationNumber ?? '',
    dhlPostNumber: delivery?.dhlPostNumber ?? '',
  }
}

export function billingRequestOf(values: AddressFormValues): BillingAddressRequest {
  return {
    salutation: values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    street: (values.street ?? '').trim(),
    streetNumber: (values.streetNumber ?? '').trim(),
    additional: values.addressAddition.trim() || null,
    zipCode: values.zipCode.trim(),
    city: values.city.trim(),
    countryCode: values.countryCode,
    phone: values.phone.trim() || null,
  }
}

export function deliveryRequestOf(values: AddressFormValues): DeliveryAddressRequest {
  if (values.type !== 'DHL_ADDRESS')
    return {
      ...billingRequestOf(values),
      type: 'POSTAL',
      parcelStationKind: null,
      packstationNumber: null,
      dhlPostNumber: null,
    }
  const packstationNumber = values.packstationNumber.trim()
  // The service names the street after the station (packstation_mapping); the number is the station's.
  return {
    ...billingRequestOf(values),
    street: '',
    streetNumber: packstationNumber,
    countryCode: 'DE',
    type: 'DHL_ADDRESS',
    parcelStationKind: values.parcelStationKind,
    packstationNumber,
    dhlPostNumber: values.dhlPostNumber.trim(),
  }
}
