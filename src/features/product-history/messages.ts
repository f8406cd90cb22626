import { defineMessages } from '@/shared/intl/define-messages'

export const productHistoryMessages = defineMessages({
  intro: {
    id: 'productHistory.intro',
    defaultMessage:
      'Hier finden Sie die Produkte, die Sie sich zuletzt im Shop angesehen haben, und Top-Deals, die dazu passen.',
  },
  recentlyViewedTitle: {
    id: 'productHistory.recentlyViewed.title',
    defaultMessage: 'Ihre zuletzt angesehenen Produkte',
  },
  recentlyViewedEmpty: {
    id: 'productHistory.recentlyViewed.empty',
    defaultMessage: 'Sie haben sich in letzter Zeit keine Produkte angesehen.',
  },
  topDealsTitle: { id: 'productHistory.topDeals.title', defaultMessage: 'Top-Deals für Sie' },
  topDealsEmpty: { id: 'productHistory.topDeals.empty', defaultMessage: 'Gerade gibt es keine Top-Deals.' },
  noConsent: {
    id: 'productHistory.noConsent',
    defaultMessage:
      'Ihre zuletzt angesehenen Produkte und passende Top-Deals zeigen wir Ihnen nur, wenn Sie der Nutzung Ihrer Daten für persönliche Empfehlungen zugestimmt haben.',
  },
  noConsentHint: {
    id: 'productHistory.noConsentHint',
    defaultMessage: 'Ihre Einwilligung können Sie im Shop in den Datenschutz-Einstellungen geben.',
  },
})
