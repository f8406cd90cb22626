import qrcode from 'qrcode-generator'
import { svgDataUrl } from './svg-data-url'

/** The library's byte mode takes one character per byte: UTF-8 bytes written as such ("Österreich" is two bytes for Ö). */
function utf8ByteString(text: string): string {
  return String.fromCharCode(...new TextEncoder().encode(text))
}

/**
 * A GiroCode as an SVG image address. Error correction level M and a quiet zone of four modules, as
 * EPC069-12 asks. Loaded only on the open-invoices page of the German and Austrian shops.
 */
export function epcQrImageSrc(payload: string): string {
  const qr = qrcode(0, 'M')
  qr.addData(utf8ByteString(payload), 'Byte')
  qr.make()
  return svgDataUrl(qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true }))
}
