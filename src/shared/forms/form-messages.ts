import { defineMessages } from '@/shared/intl/define-messages'

/** Around the fields: the service line. */
export const formMessages = defineMessages({
  serviceLineHeading: { id: 'forms.serviceLine.heading', defaultMessage: 'Unser Kundenservice hilft Ihnen gerne' },
  serviceLineHours: { id: 'forms.serviceLine.hours', defaultMessage: '(gebührenfrei, täglich von 8 bis 21 Uhr)' },
})
