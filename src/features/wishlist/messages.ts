import { defineMessages } from '@/shared/intl/define-messages'

export const wishlistMessages = defineMessages({
  count: {
    id: 'wishlist.count',
    defaultMessage: '{count, plural, one {# Artikel} other {# Artikel}} auf Ihrer Wunschliste',
  },
  empty: { id: 'wishlist.empty', defaultMessage: 'Ihre Wunschliste ist leer.' },
  emptyHint: {
    id: 'wishlist.emptyHint',
    defaultMessage: 'Merken Sie sich Artikel im Shop mit dem Herz-Symbol, dann finden Sie sie hier wieder.',
  },
  discover: { id: 'wishlist.discover', defaultMessage: 'Neue Lieblingsstücke im Shop entdecken' },
  moveToBasket: { id: 'wishlist.moveToBasket', defaultMessage: 'In den Warenkorb' },
  moved: {
    id: 'wishlist.moved',
    defaultMessage: 'Der Artikel liegt jetzt in Ihrem Warenkorb und wird von der Wunschliste genommen.',
  },
  moveFailed: {
    id: 'wishlist.moveFailed',
    defaultMessage: 'Der Artikel konnte nicht in den Warenkorb gelegt werden. Bitte versuchen Sie es nochmal.',
  },
  soldOut: {
    id: 'wishlist.soldOut',
    defaultMessage: 'Dieser Artikel ist ausverkauft und kann nicht in den Warenkorb gelegt werden.',
  },
  remove: { id: 'wishlist.remove', defaultMessage: 'Entfernen' },
  removeFailed: {
    id: 'wishlist.removeFailed',
    defaultMessage: 'Der Artikel konnte nicht entfernt werden. Bitte versuchen Sie es nochmal.',
  },
  // Account home (myAccountHomeRedesign)
  homeAlmostSoldOut: {
    id: 'wishlist.home.almostSoldOut',
    defaultMessage: 'Davon {count, plural, one {ist # Artikel} other {sind # Artikel}} fast ausverkauft.',
  },
  homeLink: { id: 'wishlist.home.link', defaultMessage: 'Zur Wunschliste' },
})
