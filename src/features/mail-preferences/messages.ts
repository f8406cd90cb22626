import { defineMessages } from '@/shared/intl/define-messages'

/** The public pages a customer opens from a mail (spec section 1: newsletter, stock reminders, market research, upsell). */
export const mailPreferencesMessages = defineMessages({
  linkIncomplete: {
    id: 'mailPreferences.linkIncomplete',
    defaultMessage: 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus Ihrer E-Mail.',
  },
  toShop: { id: 'mailPreferences.toShop', defaultMessage: 'Weiter zum Shop' },
})

export const newsletterMessages = defineMessages({
  cancelTitle: { id: 'newsletter.cancel.title', defaultMessage: 'Newsletter abbestellen' },
  cancelIntro: {
    id: 'newsletter.cancel.intro',
    defaultMessage:
      'Zu viele E-Mails? Statt den Newsletter ganz abzubestellen, können Sie ihn auch nur noch einmal pro Woche erhalten.',
  },
  reduceFrequency: { id: 'newsletter.cancel.reduceFrequency', defaultMessage: 'Nur noch wöchentlich erhalten' },
  frequencyReduced: {
    id: 'newsletter.cancel.frequencyReduced',
    defaultMessage: 'Gerne: Sie erhalten unseren Newsletter ab jetzt nur noch einmal pro Woche.',
  },
  unsubscribed: {
    id: 'newsletter.cancel.unsubscribed',
    defaultMessage: 'Sie haben den Newsletter abbestellt und erhalten ab jetzt keine Newsletter mehr von uns.',
  },
  alreadyUnsubscribed: {
    id: 'newsletter.cancel.alreadyUnsubscribed',
    defaultMessage: 'Sie haben den Newsletter bereits abbestellt.',
  },
  confirmationTitle: { id: 'newsletter.confirmation.title', defaultMessage: 'Willkommen beim {company}-Newsletter' },
  confirmationMessage: {
    id: 'newsletter.confirmation.message',
    defaultMessage:
      'Vielen Dank, Ihre Anmeldung ist bestätigt. Ab jetzt erfahren Sie zuerst von unseren Angeboten, Neuheiten und Aktionen.',
  },
  confirmationVoucher: {
    id: 'newsletter.confirmation.voucher',
    defaultMessage: 'Als Dankeschön schicken wir Ihnen Ihren Willkommensgutschein über {voucher} per E-Mail.',
  },
  topDeals: { id: 'newsletter.confirmation.topDeals', defaultMessage: 'Zu den Top-Deals' },
})

export const stockReminderMessages = defineMessages({
  confirmTitle: { id: 'stockReminder.confirm.title', defaultMessage: 'Benachrichtigung zur Verfügbarkeit bestätigen' },
  confirming: { id: 'stockReminder.confirm.confirming', defaultMessage: 'Ihre Benachrichtigung wird bestätigt …' },
  confirmed: {
    id: 'stockReminder.confirm.confirmed',
    defaultMessage: 'Vielen Dank! Sobald „{product}“ wieder verfügbar ist, schreiben wir Ihnen.',
  },
  alreadyConfirmed: {
    id: 'stockReminder.confirm.alreadyConfirmed',
    defaultMessage:
      'Ihre Benachrichtigung für „{product}“ ist bereits bestätigt. Wir schreiben Ihnen, sobald der Artikel wieder verfügbar ist.',
  },
  unsubscribeTitle: {
    id: 'stockReminder.unsubscribe.title',
    defaultMessage: 'Benachrichtigung zur Verfügbarkeit abbestellen',
  },
  unsubscribeIntro: {
    id: 'stockReminder.unsubscribe.intro',
    defaultMessage: 'Sie möchten keine E-Mail mehr erhalten, wenn der Artikel wieder verfügbar ist?',
  },
  unsubscribe: { id: 'stockReminder.unsubscribe.action', defaultMessage: 'Benachrichtigung abbestellen' },
  unsubscribed: {
    id: 'stockReminder.unsubscribe.unsubscribed',
    defaultMessage: 'Sie haben die Benachrichtigung für „{product}“ abbestellt.',
  },
  alreadyUnsubscribed: {
    id: 'stockReminder.unsubscribe.alreadyUnsubscribed',
    defaultMessage: 'Sie haben die Benachrichtigung für „{product}“ bereits abbestellt.',
  },
})

export const marketResearchMessages = defineMessages({
  title: { id: 'marketResearch.title', defaultMessage: 'Teilnahme an unserer Kundenbefragung' },
  confirming: { id: 'marketResearch.confirming', defaultMessage: 'Ihre Teilnahme wird bestätigt …' },
  confirmed: {
    id: 'marketResearch.confirmed',
    defaultMessage:
      'Vielen Dank! Ihre Teilnahme ist bestätigt. Wir schreiben Ihnen, sobald eine Befragung für Sie bereitsteht.',
  },
  // Spec section 8: the answer 400 (ALREADY_CONFIRMED).
  alreadyConfirmed: {
    id: 'marketResearch.alreadyConfirmed',
    defaultMessage: 'Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!',
  },
})

export const upsellMessages = defineMessages({
  title: { id: 'upsell.unsubscribe.title', defaultMessage: 'Empfehlungen zu Ihren Bestellungen abbestellen' },
  intro: {
    id: 'upsell.unsubscribe.intro',
    defaultMessage:
      'Nach einer Bestellung schicken wir Ihnen Empfehlungen, die dazu passen. Möchten Sie diese E-Mails nicht mehr erhalten?',
  },
  unsubscribe: { id: 'upsell.unsubscribe.action', defaultMessage: 'Abbestellen' },
  unsubscribed: {
    id: 'upsell.unsubscribe.unsubscribed',
    defaultMessage: 'Sie haben die Empfehlungen abbestellt. An {email} schicken wir keine mehr.',
  },
})
