import { useIntl } from 'react-intl'
import { companyName, shopUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { formatWelcomeVoucher } from '@/shared/intl/welcome-voucher'
import { newsletterMessages } from '../messages'
import { MailLinkFrame } from '@/shared/mail-link/mail-link-frame'

/**
 * `newsletter/confirmation`: where the newsletter service sends a subscriber after confirming the
 * double opt-in (spec section 2). It calls nothing: the confirmation happened before the redirect.
 */
export function NewsletterConfirmationPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  return (
    <MailLinkFrame title={intl.formatMessage(newsletterMessages.confirmationTitle, { company: companyName })}>
      <p>{intl.formatMessage(newsletterMessages.confirmationMessage)}</p>
      {/* Spec section 9: newsletter subscribers get the welcome voucher. */}
      <p>{intl.formatMessage(newsletterMessages.confirmationVoucher, { voucher: formatWelcomeVoucher(intl) })}</p>
      <p>
        <a className="button button--primary" href={shopUrl(locale, '/dpl/c/top-deals')}>
          {intl.formatMessage(newsletterMessages.topDeals)}
        </a>
      </p>
    </MailLinkFrame>
  )
}

export { NewsletterConfirmationPage as Component }
