import { HttpResponse } from 'msw'
import { serviceHandler } from '../with-service'

/** A simple product picture, so the prototype needs no image host. */
function productImage(baseProductNo: string): Response {
  const hue = Number(baseProductNo) % 360
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" fill="hsl(${hue} 45% 88%)"/><circle cx="48" cy="40" r="18" fill="hsl(${hue} 45% 55%)"/><rect x="20" y="64" width="56" height="10" rx="5" fill="hsl(${hue} 45% 55%)"/></svg>`
  return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } })
}

/** Product dispenser: product pictures (the order factory's image URLs point here). */
export const productDispenserHandlers = [
  // Same origin as the app in the prototype; answered by the mock like an image host.
  serviceHandler('productDispenser', 'get', '/images/:file', ({ params }) =>
    productImage(String(params.file).replace(/\D/g, '')),
  ),
]
