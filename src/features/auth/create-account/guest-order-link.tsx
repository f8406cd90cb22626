import { useIntl } from 'react-intl'
import { useRuntime } from '@/shared/config/runtime'
import { shopHomeUrl } from '@/shared/config/locales'
import { createAccountMessages } from './messages'
import './guest-order-link.css'

/** The way to the shop without an account. */
export function GuestOrderLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <a className={`button button--${variant} button--full guest-order-link`} href={shopHomeUrl(locale)}>
      {intl.formatMessage(createAccountMessages.guestOrder)}
    </a>
  )
}
