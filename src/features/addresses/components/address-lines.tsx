import { useIntl } from 'react-intl'
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

/** An address as on an envelope. */
export function AddressLines({ address }: { address: ShownAddress }) {
  const intl = useIntl()
  const streetLine = useStreetLine()
  return (
    <address className="address-lines">
      {intl.formatMessage(fieldMessages[`salutation_${address.salutation}`])} {address.firstName} {address.lastName}
      <br />
      {streetLine(address)}
      {address.type === 'DHL_ADDRESS' && address.dhlPostNumber ? (
        <>
          <br />
          {intl.formatMessage(addressMessages.dhlPostNumberShown, { number: address.dhlPostNumber })}
        </>
      ) : null}
      {address.additional ? (
        <>
          <br />
          {address.additional}
        </>
      ) : null}
      <br />
      {address.zipCode} {address.city}
      <br />
      {countryNames[address.countryCode]}
      {address.phone ? (
        <>
          <br />
          {intl.formatMessage(addressMessages.phoneShown, { phone: address.phone })}
        </>
      ) : null}
    </address>
  )
}
