import { chromium } from '@playwright/test'
const [,, url, out, ...actions] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE', timezoneId: 'Europe/Berlin' })
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()) })
await page.goto(url)
await page.waitForTimeout(2500)
for (const action of actions) {
  const [kind, ...rest] = action.split('::')
  if (kind === 'click') await page.getByRole(rest[0], { name: rest[1] }).first().click()
  if (kind === 'fill') await page.getByLabel(rest[0], { exact: true }).fill(rest[1])
  if (kind === 'goto') await page.goto(rest[0])
  await page.waitForTimeout(800)
}
await page.screenshot({ path: out, fullPage: true })
console.log(page.url())
await browser.close()
