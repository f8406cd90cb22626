/**
 * The product pictures of the mock: a simple shape in one of 24 hues, so the prototype needs no image
 * host. The standalone server answers them as the product dispenser's images; in the browser they are
 * files of the build (mock-server/harness/product-pictures-plugin.ts): the mock in the page answers its
 * calls, not the pictures its `<img>` elements load.
 */

const hueStep = 15
/** Every hue a picture can have: one file each in the browser. */
export const pictureHues = Array.from({ length: 360 / hueStep }, (_, index) => index * hueStep)

export function pictureHueOf(baseProductNo: string): number {
  return (Number(baseProductNo.replace(/\D/g, '')) % pictureHues.length) * hueStep
}

export function productPictureSvg(hue: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="8" fill="hsl(${hue} 45% 88%)"/><circle cx="48" cy="40" r="18" fill="hsl(${hue} 45% 55%)"/><rect x="20" y="64" width="56" height="10" rx="5" fill="hsl(${hue} 45% 55%)"/></svg>`
}

/** Where a picture file lies below the app's base. */
export const pictureFolder = 'product-pictures'
export const pictureFileOf = (hue: number) => `${pictureFolder}/${hue}.svg`
