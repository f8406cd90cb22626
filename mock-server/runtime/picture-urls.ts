import { mockServicePaths } from '@/shared/config/services'

/**
 * Where the mock's answers say the product pictures are. In the browser the mock shares the app's
 * origin, so a path will do; the standalone server is on an origin of its own, and a path there would
 * send the browser to the app's web server for the pictures (the standalone server sets its public URL).
 */
let picturesAt = `${mockServicePaths.productDispenser}/images`

export function servePicturesFrom(serviceOrigin: string): void {
  picturesAt = `${serviceOrigin.replace(/\/$/, '')}${mockServicePaths.productDispenser}/images`
}

export function pictureUrlOf(baseProductNo: string): string {
  return `${picturesAt}/${baseProductNo}.svg`
}
