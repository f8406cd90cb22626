import { useIntl } from 'react-intl'
import { shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { mailPreferencesMessages } from '../messages'

/** Where a customer goes once the mail's errand is done: the shop, which is not part of this app. */
export function ToShopLink() {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <p>
      <a href={shopHomeUrl(locale)}>{intl.formatMessage(mailPreferencesMessages.toShop)}</a>
    </p>
  )
}
