import { mockServicePaths } from '@/shared/config/services'
import { pictureFileOf, pictureHueOf } from './product-pictures'

/**
 * Where the mock's answers say the product pictures are. The standalone server answers them itself, on
 * an origin of its own (it sets its public URL), so a path would send the browser to the app's web server
 * for them. In the browser the mock answers only the page's calls, not its `<img>` elements: the pictures
 * are files beside the app there (`servePicturesAsFiles`).
 */
let pictureUrl = (baseProductNo: string) => `${mockServicePaths.productDispenser}/images/${baseProductNo}.svg`

export function servePicturesFrom(serviceOrigin: string): void {
  const imagesAt = `${serviceOrigin.replace(/\/$/, '')}${mockServicePaths.productDispenser}/images`
  pictureUrl = (baseProductNo) => `${imagesAt}/${baseProductNo}.svg`
}

/** `appRoot`: the app's base path with its trailing slash. */
export function servePicturesAsFiles(appRoot: string): void {
  pictureUrl = (baseProductNo) => `${appRoot}${pictureFileOf(pictureHueOf(baseProductNo))}`
}

export function pictureUrlOf(baseProductNo: string): string {
  return pictureUrl(baseProductNo)
}
