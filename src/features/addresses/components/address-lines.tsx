import { formatPhoneNumber } from '@/shared/intl/phone-number'
import { useIntl } from 'react-intl'
import { addressMessages as sharedAddressMessages } from '@/shared/intl/address-messages'
import { countryNames } from '@/shared/forms/address-fields'
import { fieldMessages } from '@/shared/forms/field-messages'
import type { BillingAddress, DeliveryAddress } from '../api/address-schemas'
import { addressMessages } from '../messages'

type ShownAddress = BillingAddress &
  Partial<Pick<DeliveryAddress, 'type' | 'parcelStationKind' | 'packstationNumber' | 'dhlPostNumber'>>

/** The street line: "Hauptstraße 5", or for a DHL address "Packstation 123". */
export function useStreetLine() {
  const intl = useIntl()
  return (address: ShownAddress) =>
    address.type === 'DHL_ADDRESS' && address.parcelStationKind
      ? `${intl.formatMessage(addressMessages[`kind_${address.parcelStationKind}`])} ${address.packstationNumber ?? address.streetNumber}`
      : `${address.street} ${address.streetNumber}`
}

/** A one-line name for an address, for the labels of its actions: "Packstation 123, 85737 Ismaning". */
export function useAddressLabel() {
  const streetLine = useStreetLine()
  return (address: ShownAddress) => `${streetLine(address)}, ${address.zipCode} ${address.city}`
}

/** An address as on an envelope, a line per part. */
export function AddressLines({ address }: { address: ShownAddress }) {
  const intl = useIntl()
  const streetLine = useStreetLine()
  const lines = [
    `${intl.formatMessage(fieldMessages[`salutation_${address.salutation}`])} ${address.firstName} ${address.lastName}`,
    streetLine(address),
    address.type === 'DHL_ADDRESS' && address.dhlPostNumber
      ? intl.formatMessage(sharedAddressMessages.dhlPostNumberShown, { number: address.dhlPostNumber })
      : null,
    address.additional || null,
    `${address.zipCode} ${address.city}`,
    countryNames[address.countryCode],
    address.phone
      ? intl.formatMessage(addressMessages.phoneShown, { phone: formatPhoneNumber(address.phone, address.countryCode) })
      : null,
  ].filter((line): line is string => Boolean(line))
  return (
    <address className="address-lines">
      {lines.map((line, index) => (
        <span key={index} className="address-lines__line">
          {line}
        </span>
      ))}
    </address>
  )
}
