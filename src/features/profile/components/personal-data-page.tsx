import type { ReactNode } from 'react'
import { addressMessages as sharedAddressMessages } from '@/shared/intl/address-messages'
import { useIntl } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { fieldMessages } from '@/shared/forms/field-messages'
import { ServiceLine } from '@/shared/forms/service-line'
import { sectionMessages } from '@/shared/intl/section-messages'
import { serviceContact } from '@/shared/intl/service-contact'
import { paymentMethodLabel, paymentMethodMessages } from '@/shared/payment/payment-methods'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { LoadFailed } from '@/shared/ui/load-failed'
import { Spinner } from '@/shared/ui/spinner'
import { usePersonalData, type PersonalData } from '../api/personal-data'
import { profileMessages } from '../messages'
import './personal-data.css'
import { formatPhoneNumber } from '@/shared/intl/phone-number'

function DataRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="personal-data__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function DeliveryAddress({ address }: { address: NonNullable<PersonalData['deliveryAddress']> }) {
  const intl = useIntl()
  return (
    <address>
      {intl.formatMessage(profileMessages.fullName, address)}
      <br />
      {intl.formatMessage(profileMessages.streetLine, address)}
      {address.additional ? (
        <>
          <br />
          {address.additional}
        </>
      ) : null}
      {address.dhlPostNumber ? (
        <>
          <br />
          {intl.formatMessage(sharedAddressMessages.dhlPostNumberShown, { number: address.dhlPostNumber })}
        </>
      ) : null}
      <br />
      {intl.formatMessage(profileMessages.cityLine, address)}
    </address>
  )
}

/** Personal data, view only (spec section 2): changes go through the phone service or the mailbox. */
export function PersonalDataPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const { query, personalData } = usePersonalData()
  useDocumentTitle(intl.formatMessage(sectionMessages.myData))

  if (query.isPending) return <Spinner />
  if (!personalData) return <LoadFailed onRetry={() => void query.refetch()} retrying={query.isRefetching} />

  const notGiven = intl.formatMessage(profileMessages.notGiven)
  const shown = (value: string | null | undefined) => value || notGiven
  const { email } = serviceContact(locale)
  return (
    <div className="stack personal-data">
      <section className="card" aria-labelledby="personal-data-personal">
        <h2 id="personal-data-personal">{intl.formatMessage(profileMessages.personalTitle)}</h2>
        <dl className="personal-data__list">
          <DataRow label={intl.formatMessage(profileMessages.customerNumber)}>
            {shown(personalData.customerNumber)}
          </DataRow>
          <DataRow label={intl.formatMessage(fieldMessages.salutation)}>
            {personalData.salutation
              ? intl.formatMessage(fieldMessages[`salutation_${personalData.salutation}`])
              : notGiven}
          </DataRow>
          <DataRow label={intl.formatMessage(profileMessages.name)}>
            {intl.formatMessage(profileMessages.fullName, {
              firstName: personalData.firstName ?? '',
              lastName: personalData.lastName ?? '',
            })}
          </DataRow>
          <DataRow label={intl.formatMessage(fieldMessages.dateOfBirth)}>
            {shown(personalData.dateOfBirthShown)}
          </DataRow>
          <DataRow label={intl.formatMessage(fieldMessages.email)}>{shown(personalData.email)}</DataRow>
          <DataRow label={intl.formatMessage(profileMessages.phoneNumber)}>
            {personalData.phoneNumber
              ? formatPhoneNumber(personalData.phoneNumber, personalData.countryCode ?? undefined)
              : notGiven}
          </DataRow>
          <DataRow label={intl.formatMessage(profileMessages.careOf)}>{shown(personalData.careOf)}</DataRow>
          <DataRow label={intl.formatMessage(fieldMessages.country)}>{shown(personalData.countryName)}</DataRow>
        </dl>
      </section>
      <section className="card" aria-labelledby="personal-data-delivery">
        <h2 id="personal-data-delivery">{intl.formatMessage(sharedAddressMessages.preferredDeliveryAddress)}</h2>
        {personalData.deliveryAddress ? (
          <DeliveryAddress address={personalData.deliveryAddress} />
        ) : (
          <p>{intl.formatMessage(sharedAddressMessages.noDeliveryAddress)}</p>
        )}
      </section>
      <section className="card" aria-labelledby="personal-data-account">
        <h2 id="personal-data-account">{intl.formatMessage(profileMessages.accountTitle)}</h2>
        <dl className="personal-data__list">
          <DataRow label={intl.formatMessage(paymentMethodMessages.preferred)}>
            {intl.formatMessage(paymentMethodLabel(personalData.preferredPaymentMethod))}
          </DataRow>
          <DataRow label={intl.formatMessage(profileMessages.totalOrders)}>
            {intl.formatNumber(personalData.totalOrders ?? 0)}
          </DataRow>
          <DataRow label={intl.formatMessage(profileMessages.totalReturnedOrders)}>
            {intl.formatNumber(personalData.totalReturnedOrders ?? 0)}
          </DataRow>
        </dl>
      </section>
      <div className="card stack">
        <p>{intl.formatMessage(profileMessages.viewOnly)}</p>
        <ServiceLine reason={profileMessages.callReason} />
        <p>
          {intl.formatMessage(profileMessages.writeUs, {
            email: <a href={`mailto:${email}`}>{email}</a>,
          })}
        </p>
      </div>
    </div>
  )
}

export { PersonalDataPage as Component }
