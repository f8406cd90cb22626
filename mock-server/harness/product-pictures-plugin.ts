import type { Plugin } from 'vite'
import { pictureFileOf, pictureFolder, pictureHues, productPictureSvg } from '../runtime/product-pictures.ts'

/**
 * The product pictures as files wherever the browser runs the mock: written into the prototype build and
 * served by the dev server. The harness points the seeded records at them (`servePicturesAsFiles`).
 */
export function productPicturesPlugin({ withMock, base }: { withMock: boolean; base: string }): Plugin {
  return {
    name: 'mock-product-pictures',
    configureServer(server) {
      if (!withMock) return
      const pictureFile = new RegExp(`^${base}${pictureFolder}/(\\d+)\\.svg$`)
      server.middlewares.use((request, response, next) => {
        const [, hue] = request.url?.split('?')[0]?.match(pictureFile) ?? []
        if (hue === undefined || !pictureHues.includes(Number(hue))) return next()
        response.setHeader('Content-Type', 'image/svg+xml')
        response.end(productPictureSvg(Number(hue)))
      })
    },
    generateBundle() {
      if (!withMock) return
      for (const hue of pictureHues)
        this.emitFile({ type: 'asset', fileName: pictureFileOf(hue), source: productPictureSvg(hue) })
    },
  }
}
