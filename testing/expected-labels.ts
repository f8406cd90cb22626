/**
 * The German order status labels a customer must see, written out once for the Vitest,
 * Storybook and Playwright checks (deliberately not taken from the app's messages).
 */
export const expectedOrderStatusLabels = {
  confirmed: 'Bestätigt',
  received: 'Eingegangen',
  processing: 'In Bearbeitung',
  dispatched: 'Versendet',
  inDelivery: 'In Zustellung',
  delivered: 'Zugestellt',
  cancelled: 'Storniert',
  partiallyCancelled: 'Teilweise storniert',
  returned: 'Retourniert',
  partiallyReturned: 'Teilweise retourniert',
} as const
