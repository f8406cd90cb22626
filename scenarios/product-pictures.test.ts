import { describe, expect, it } from 'vitest'
import { db } from '../mock-server/db/db'
import { handlers } from '../mock-server/handlers'
import { productPicturesPlugin } from '../mock-server/harness/product-pictures-plugin'
import { pictureUrlOf, servePicturesAsFiles } from '../mock-server/runtime/picture-urls'
import { applyScenario } from './scenario-runner'
import { getScenario } from './registry'
import { getResponse } from 'msw'

/** The app's base path in this build. */
const appRoot = import.meta.env.BASE_URL

/** The files the prototype build writes, by name below the app's base. */
function builtFiles(base = appRoot): Map<string, string> {
  const files = new Map<string, string>()
  const plugin = productPicturesPlugin({ withMock: true, base })
  const emitFile = (file: { fileName: string; source: string }) => files.set(file.fileName, file.source)
  ;(plugin.generateBundle as unknown as (this: unknown) => void).call({ emitFile })
  return files
}

describe('product pictures in the browser (no service worker answers <img> elements there)', () => {
  it('every picture a seeded scenario shows is a file the build writes, with the picture the standalone server answers', async () => {
    const files = builtFiles()
    servePicturesAsFiles(appRoot)
    await applyScenario(getScenario('orders-every-status'))
    const items = db.orders.findMany().flatMap((order) => order.items)
    expect(items.length).toBeGreaterThan(3)
    for (const { imageUrl } of items) {
      const file = files.get(String(imageUrl).slice(appRoot.length))
      expect(file, `${imageUrl} is written by the build`).toMatch(/^<svg /)
    }
    // The same product's picture from the standalone server's image URL.
    const [item] = items
    const productNo = String(item?.baseProductNo)
    const answer = await getResponse(
      handlers,
      new Request(`http://localhost/api/product-dispenser/images/${productNo}.svg`),
    )
    expect(await answer?.text()).toBe(files.get(String(item?.imageUrl).slice(appRoot.length)))
  })

  it('below the app’s base path, and none where the mock does not run', () => {
    const files = builtFiles('/creators-hub/')
    expect(files.size).toBe(24)
    servePicturesAsFiles('/creators-hub/')
    const url = pictureUrlOf('418083501')
    expect(url).toMatch(/^\/creators-hub\/product-pictures\/\d+\.svg$/)
    expect(files.has(url.replace('/creators-hub/', ''))).toBe(true)
    const written: string[] = []
    const plugin = productPicturesPlugin({ withMock: false, base: appRoot })
    ;(plugin.generateBundle as unknown as (this: unknown) => void).call({
      emitFile: (file: { fileName: string }) => written.push(file.fileName),
    })
    expect(written).toEqual([])
  })
})
