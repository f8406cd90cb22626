/**
 * The first download of a page: every script the browser asks for until the network settles (the page
 * loaded unthrottled in Chromium, no request pending for a second), each file's bytes gzipped at level 9
 * as read from the build folder by its URL, summed; and every inline script of the pages it loaded (index.html
 * carries its route script inline), each gzipped on its own. Scripts from elsewhere (the reCAPTCHA stand-in of
 * the mock services) are listed but not counted: they are not the app's bytes.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Browser, type BrowserContext, type Response } from '@playwright/test'
import { chromiumLaunchOptions } from '../chromium.mjs'
// @ts-expect-error -- plain ESM helpers shared with npm test's bundle budget
import { inlineScripts } from '../bundle-budget.mjs'

export type DownloadedScript = { file: string; gzipKib: number; counted: boolean }
export type FirstDownload = { url: string; finalUrl: string; gzipKib: number; scripts: DownloadedScript[] }

/** No request pending for this long: the network has settled. */
const settledAfterMs = 1000

export async function launchDownloadBrowser(): Promise<Browser> {
  return chromium.launch(await chromiumLaunchOptions())
}

/**
 * Loads `url` and sums the gzipped size of the scripts it fetched from `buildDir` (served under
 * `origin` + `base`). The browser holds `cookies`, as in the Lighthouse runs.
 */
export async function measureFirstDownload(
  browser: Browser,
  {
    url,
    origin,
    base,
    buildDir,
    cookies = [],
  }: {
    url: string
    origin: string
    base: string
    buildDir: string
    cookies?: Parameters<BrowserContext['addCookies']>[0]
  },
): Promise<FirstDownload> {
  const context = await browser.newContext()
  await context.addCookies(cookies)
  try {
    const page = await context.newPage()
    const scriptUrls: string[] = []
    let pending = 0
    let lastChange = Date.now()
    const change = (delta: number) => {
      pending += delta
      lastChange = Date.now()
    }
    page.on('request', (request) => {
      change(1)
      const pathname = new URL(request.url()).pathname
      if (request.resourceType() === 'script' || /\.m?js$/.test(pathname)) scriptUrls.push(request.url())
    })
    const documents: Response[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'document' && response.url().startsWith(`${origin}${base}`))
        documents.push(response)
    })
    page.on('requestfinished', () => change(-1))
    page.on('requestfailed', () => change(-1))
    await page.goto(url, { waitUntil: 'load' })
    while (pending > 0 || Date.now() - lastChange < settledAfterMs)
      await new Promise((resolve) => setTimeout(resolve, 100))
    const scripts = [...new Set(scriptUrls)].map((scriptUrl): DownloadedScript => {
      const { pathname } = new URL(scriptUrl)
      const appFile = scriptUrl.startsWith(`${origin}${base}`) ? join(buildDir, pathname.slice(base.length)) : ''
      if (!appFile || !existsSync(appFile)) return { file: scriptUrl, gzipKib: Number.NaN, counted: false }
      return {
        file: pathname.slice(base.length),
        gzipKib: gzipSync(readFileSync(appFile), { level: 9 }).length / 1024,
        counted: true,
      }
    })
    for (const response of documents) {
      const html = await response.text().catch(() => '')
      inlineScripts(html).forEach((code: string, index: number) => {
        const { pathname } = new URL(response.url())
        scripts.push({
          file: `inline script ${index + 1} of ${pathname.slice(base.length) || 'index.html'}`,
          gzipKib: gzipSync(code, { level: 9 }).length / 1024,
          counted: true,
        })
      })
    }
    return {
      url,
      finalUrl: page.url(),
      gzipKib: scripts.filter((script) => script.counted).reduce((sum, script) => sum + script.gzipKib, 0),
      scripts,
    }
  } finally {
    await context.close()
  }
}
