import { defineMessages } from '@/shared/intl/define-messages'

/** Around the fields: a request that found no answer, and the service line. */
export const formMessages = defineMessages({
  connectionError: {
    id: 'forms.connectionError',
    defaultMessage:
      'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.',
  },
  serviceLineHeading: { id: 'forms.serviceLine.heading', defaultMessage: 'Unser Kundenservice hilft Ihnen gerne' },
  serviceLineHours: { id: 'forms.serviceLine.hours', defaultMessage: '(gebührenfrei, täglich von 8 bis 21 Uhr)' },
})
