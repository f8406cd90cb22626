/**
 * `npm run gallery`: every scenario's main pages at phone and desktop width, as a static page in the
 * prototype build (`dist-prototype/gallery/index.html`): one row per scenario with its title, who signs in
 * with what, and the pictures, each linking to the live prototype page in that state. A product manager
 * sends the gallery link instead of instructions.
 *
 *   npm run gallery                       builds the prototype first
 *   npm run gallery -- --no-build         uses dist-prototype as it is (npm run build:prototype:site does both)
 *   npm run gallery -- --prototype-url https://prototype.example/   links there instead of beside the gallery
 */
import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright'
import { scenarios } from '../scenarios/registry'
import { specSections } from '../spec-map/items'
import { chromiumLaunchOptions } from './chromium.mjs'
// @ts-expect-error -- plain ESM static server (serve-prototype, Storybook tests)
import { serveStatic } from './static-server.mjs'
import { staticBuildHeaders } from './static-build-headers.ts'
import { galleryCss, galleryPages, renderGallery, type GalleryRow, widths } from './gallery-page'

const outDir = 'dist-prototype'
const galleryDir = `${outDir}/gallery`
const port = Number(process.env.GALLERY_PORT ?? 6210)
const argument = (name: string) => {
  const index = process.argv.indexOf(name)
  return index > 0 ? process.argv[index + 1] : undefined
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build:prototype'], { stdio: 'inherit' })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const server = await serveStatic({ root: outDir, port, headers: staticBuildHeaders() })
const browser = await chromium.launch(await chromiumLaunchOptions())
rmSync(galleryDir, { recursive: true, force: true })
mkdirSync(`${galleryDir}/pictures`, { recursive: true })

const rows: GalleryRow[] = []
try {
  // A load-test scenario (10,000 orders) shows the same pages as its everyday twin and takes seconds to seed.
  for (const scenario of scenarios.filter((candidate) => !candidate.loadTest)) {
    const pages = galleryPages(scenario, specSections)
    const pictures: GalleryRow['pictures'] = []
    for (const path of pages)
      for (const [width, viewport] of Object.entries(widths) as [
        keyof typeof widths,
        (typeof widths)[keyof typeof widths],
      ][]) {
        // A fresh context per picture: the harness keeps its state per tab, and the scenario starts anew.
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
        const page = await context.newPage()
        const separator = path.includes('?') ? '&' : '?'
        await page.goto(`http://127.0.0.1:${port}${path}${separator}scenario=${scenario.id}`)
        await page.locator('main h1').first().waitFor({ timeout: 15_000 })
        await page.waitForLoadState('networkidle')
        // The panel is the harness, not the product: it stays out of the pictures.
        // (CSSOM, not a style element: the prototype's CSP allows no inline styles.)
        await page
          .getByRole('complementary', { name: 'Prototyp-Steuerung' })
          .evaluate((panel) => ((panel as HTMLElement).style.display = 'none'))
        const file = `pictures/${scenario.id}-${pictures.length + 1}-${width}.jpg`
        await page.screenshot({ path: `${galleryDir}/${file}`, type: 'jpeg', quality: 80, animations: 'disabled' })
        pictures.push({ path, width, file })
        await context.close()
      }
    rows.push({ scenario, pictures })
    console.log(`${scenario.id}: ${pictures.length} pictures`)
  }
} finally {
  await browser.close()
  server.close()
}

writeFileSync(`${galleryDir}/gallery.css`, galleryCss)
writeFileSync(`${galleryDir}/index.html`, renderGallery(rows, { prototypeUrl: argument('--prototype-url') ?? '../' }))
console.log(`Gallery: ${galleryDir}/index.html (${rows.length} scenarios)`)
