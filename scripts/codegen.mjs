#!/usr/bin/env node
/**
 * `npm run codegen -- [path-with-query]`: opens the app in a visible Chromium with the Playwright
 * Inspector, paused; press "Record" there and click through the app to get test code. The pinned
 * Chromium has no window: this needs a desktop Chrome or Chromium, `CHROMIUM=/path/to/chrome`.
 * Start the dev server first (`npm run dev`); E2E_PORT or VITE_PORT chooses its port (default 5173).
 *
 *   CHROMIUM=/usr/bin/chromium npm run codegen -- "/?scenario=orders-every-status&clock=2026-11-20T23:50"
 */
import { chromium } from '@playwright/test'
import { chromiumLaunchOptions } from './chromium.mjs'

if (!process.env.CHROMIUM) {
  console.error(
    'codegen opens a visible browser, and the pinned Chromium is headless only: set CHROMIUM=/path/to/chrome.',
  )
  process.exit(1)
}
const port = process.env.VITE_PORT ?? process.env.E2E_PORT ?? '5173'
const target = process.argv[2] ?? '/?scenario=default'
const browser = await chromium.launch({ ...(await chromiumLaunchOptions()), headless: false })
const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })
const page = await context.newPage()
await page.goto(new URL(target, `http://localhost:${port}`).toString())
// Opens the Inspector; its "Record" button writes the code of what you do.
await page.pause()
await browser.close()
