import { chromium } from '@playwright/test'
const [,, url, out, actions] = process.argv
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })
const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' })
page.on('console', (m) => { if (m.type() === 'error') console.log('console error:', m.text()) })
await page.goto(url)
await page.waitForTimeout(6000)
if (actions) await new Function('page', `return (async () => { ${actions} })()`)(page)
await page.waitForTimeout(800)
await page.screenshot({ path: out, fullPage: true })
await browser.close()
