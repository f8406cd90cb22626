import { SwissQRBill } from 'swissqrbill/svg'
import type { Data } from 'swissqrbill/types'
import { svgDataUrl } from './svg-data-url'

const pxPerMm = 96 / 25.4

/**
 * The payment part of a Swiss QR-bill (148 × 105 mm) as an SVG image address: the library draws the
 * whole bill, 210 mm wide, and the view is cut to the payment part, as the receipt on its left is for
 * paper only. Throws the library's ValidationError on data a QR-bill does not allow. Loaded only on
 * the open-invoices page of the Swiss shop.
 */
export function swissQrBillImageSrc(data: Data): string {
  const bill = new SwissQRBill(data, { language: 'DE', outlines: false, scissors: false })
  bill.instance
    .width('148mm')
    .height('105mm')
    .viewBox(62 * pxPerMm, 0, 148 * pxPerMm, 105 * pxPerMm)
  // The QR code is one rectangle a module: without crisp edges the seams between them show as white
  // hairlines at most zoom levels, and scanners read the code worse or not at all.
  bill.instance.attr('shape-rendering', 'crispEdges')
  return svgDataUrl(bill.toString())
}
