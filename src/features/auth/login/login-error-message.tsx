import { FormattedMessage, type MessageDescriptor } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { shopHost, shopLocaleOfCountry, shopLocaleSettings } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { paths } from '@/shared/config/paths'
import { accountRootPath } from '@/shared/config/account-root'
import { commonMessages } from '@/shared/intl/common-messages'
import { serviceContact } from '@/shared/intl/service-contact'
import type { LoginError, LoginMessageKey } from './login-result'
import { loginMessages } from './messages'

const messageOf: Record<LoginMessageKey, MessageDescriptor> = {
  'login.failedNotAllowedForCountryCode': loginMessages.failedNotAllowedForCountryCode,
  'login.NotAuthorizedException': loginMessages.notAuthorized,
  'login.genericError': commonMessages.genericError,
  'login.connectionError': commonMessages.connectionError,
  'login.wrongCustomer': loginMessages.wrongCustomer,
  'login.wrongAccountNumber': loginMessages.wrongAccountNumber,
  'login.invalidCredentials': loginMessages.invalidCredentials,
  'login.tooManyAttempts': commonMessages.tooManyAttempts,
}

export function LoginErrorMessage({ error }: { error: LoginError }) {
  const { locale } = useRuntime()
  const customerShop = error.customerCountryCode ? shopLocaleOfCountry(error.customerCountryCode) : undefined
  const host = customerShop ? shopHost(customerShop) : undefined
  return (
    <Alert tone="error">
      <p>
        <FormattedMessage
          {...(error.messageKey === 'login.tooManyAttempts' && error.retryAfterMinutes == null
            ? commonMessages.tooManyAttemptsLater
            : messageOf[error.messageKey])}
          values={{
            minutes: error.retryAfterMinutes,
            // The code: the message picks the country's article and preposition (ICU select).
            country: customerShop ? shopLocaleSettings[customerShop].countryCode : 'other',
            shopLink: host ? <a href={`https://${host}${accountRootPath}${paths.login.getHref()}`}>{host}</a> : null,
            phone: serviceContact(locale).phone,
          }}
        />
      </p>
    </Alert>
  )
}
