import { FormattedMessage } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { shopHost, shopLocaleOfCountry, shopLocaleSettings } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { serviceContact } from '@/shared/intl/service-contact'
import { loginMessages } from '../messages'
import type { LoginError, LoginMessageKey } from '../login-result'

const messageOf: Record<LoginMessageKey, (typeof loginMessages)[keyof typeof loginMessages]> = {
  'login.failedNotAllowedForCountryCode': loginMessages.failedNotAllowedForCountryCode,
  'login.NotAuthorizedException': loginMessages.notAuthorized,
  'login.genericError': loginMessages.genericError,
  'login.connectionError': loginMessages.connectionError,
  'login.wrongCustomer': loginMessages.wrongCustomer,
  'login.wrongAccountNumber': loginMessages.wrongAccountNumber,
  'login.invalidCredentials': loginMessages.invalidCredentials,
}

export function LoginErrorMessage({ error }: { error: LoginError }) {
  const { locale } = useRuntime()
  const customerShop = error.customerCountryCode ? shopLocaleOfCountry(error.customerCountryCode) : undefined
  const host = customerShop ? shopHost(customerShop) : undefined
  return (
    <Alert tone="error">
      <p>
        <FormattedMessage
          {...messageOf[error.messageKey]}
          values={{
            country: customerShop ? shopLocaleSettings[customerShop].countryName : error.customerCountryCode,
            shopLink: host ? <a href={`https://${host}/dpl/av/login`}>{host}</a> : null,
            phone: serviceContact(locale).phone,
          }}
        />
      </p>
    </Alert>
  )
}
