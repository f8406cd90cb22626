import { useId, useState } from 'react'
import { useIntl } from 'react-intl'
import { Alert } from '@/shared/ui/alert'
import { Button } from '@/shared/ui/button'
import { useDocumentTitle } from '@/shared/ui/document-title'
import { PageIntro } from '@/shared/ui/page-intro'
import { companyName, shopHomeUrl } from '@/shared/config/locales'
import { useRuntime } from '@/shared/config/runtime'
import { sectionMessages } from '@/shared/intl/section-messages'
import { referralMessages } from '../messages'

type CopyState = 'idle' | 'copied' | 'failed'

/** Recommend the shop: the shop's link of this locale, to copy or to send by email. No personal data is shared. */
export function ReferralsPage() {
  const intl = useIntl()
  const { locale } = useRuntime()
  const linkId = useId()
  const [copyState, setCopyState] = useState<CopyState>('idle')
  useDocumentTitle(intl.formatMessage(sectionMessages.referrals))
  const link = shopHomeUrl(locale)
  const subject = intl.formatMessage(referralMessages.emailSubject, { company: companyName })
  const body = intl.formatMessage(referralMessages.emailBody, { company: companyName, link })
  const mailto = `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setCopyState('copied')
    } catch {
      setCopyState('failed')
    }
  }

  return (
    <div className="card stack">
      <PageIntro message={referralMessages.intro} values={{ company: companyName }} />
      <p>
        <span id={linkId}>{intl.formatMessage(referralMessages.linkLabel)}: </span>
        <a href={link} aria-describedby={linkId}>
          {link}
        </a>
      </p>
      <div className="form-actions">
        <Button onClick={() => void copy()}>{intl.formatMessage(referralMessages.copy)}</Button>
        <a className="button button--secondary" href={mailto}>
          {intl.formatMessage(referralMessages.byEmail)}
        </a>
      </div>
      {copyState === 'copied' ? <Alert tone="success">{intl.formatMessage(referralMessages.copied)}</Alert> : null}
      {copyState === 'failed' ? <Alert>{intl.formatMessage(referralMessages.copyFailed)}</Alert> : null}
    </div>
  )
}

export { ReferralsPage as Component }
