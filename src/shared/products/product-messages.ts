import { defineMessages } from '@/shared/intl/define-messages'

/** How a product is described wherever it is shown (wishlist, recently viewed, top deals). */
export const productMessages = defineMessages({
  availability_SOLD_OUT: { id: 'product.availability.SOLD_OUT', defaultMessage: 'Ausverkauft' },
  availability_ALMOST_SOLD_OUT: {
    id: 'product.availability.ALMOST_SOLD_OUT',
    defaultMessage: 'Nur noch wenige verfügbar',
  },
  availability_AVAILABLE: { id: 'product.availability.AVAILABLE', defaultMessage: 'Sofort lieferbar' },
  isNew: { id: 'product.isNew', defaultMessage: 'Neu' },
  attribute: { id: 'product.attribute', defaultMessage: '{type}: {value}' },
  attribute_COLOR: { id: 'product.attribute.COLOR', defaultMessage: 'Farbe' },
  attribute_SIZE: { id: 'product.attribute.SIZE', defaultMessage: 'Größe' },
  attribute_ALLOY: { id: 'product.attribute.ALLOY', defaultMessage: 'Legierung' },
  attribute_TASTE: { id: 'product.attribute.TASTE', defaultMessage: 'Geschmack' },
  attribute_MOTIV: { id: 'product.attribute.MOTIV', defaultMessage: 'Motiv' },
  attribute_AROMA: { id: 'product.attribute.AROMA', defaultMessage: 'Duft' },
  attribute_AMOUNT: { id: 'product.attribute.AMOUNT', defaultMessage: 'Inhalt' },
  attribute_STONE: { id: 'product.attribute.STONE', defaultMessage: 'Stein' },
  attribute_MATERIAL: { id: 'product.attribute.MATERIAL', defaultMessage: 'Material' },
  attribute_OTHERS: { id: 'product.attribute.OTHERS', defaultMessage: 'Ausführung' },
  price: { id: 'product.price', defaultMessage: 'Preis: {price}' },
  brand: { id: 'product.brand', defaultMessage: 'Marke: {brand}' },
})
