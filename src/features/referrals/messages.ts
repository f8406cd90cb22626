import { defineMessages } from '@/shared/intl/define-messages'

export const referralMessages = defineMessages({
  intro: {
    id: 'referrals.intro',
    defaultMessage: 'Sie sind zufrieden mit {company}? Dann empfehlen Sie uns gerne Familie, Freundinnen und Freunden.',
  },
  linkLabel: { id: 'referrals.linkLabel', defaultMessage: 'Link zum Shop' },
  copy: { id: 'referrals.copy', defaultMessage: 'Link kopieren' },
  copied: { id: 'referrals.copied', defaultMessage: 'Der Link ist kopiert. Sie können ihn jetzt weitergeben.' },
  copyFailed: {
    id: 'referrals.copyFailed',
    defaultMessage: 'Der Link ließ sich nicht kopieren. Bitte markieren und kopieren Sie ihn selbst.',
  },
  byEmail: { id: 'referrals.byEmail', defaultMessage: 'Per E-Mail empfehlen' },
  emailSubject: { id: 'referrals.emailSubject', defaultMessage: 'Meine Empfehlung: {company}' },
  emailBody: {
    id: 'referrals.emailBody',
    defaultMessage: 'Hallo, schau doch mal bei {company} vorbei – ich kaufe dort gerne ein: {link}',
  },
})
