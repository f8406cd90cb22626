#!/usr/bin/env node
/**
 * `npm run codegen -- [path-with-query]`: opens the app in a headed Chromium with the Playwright
 * Inspector, paused; press "Record" there and click through the app to get test code. Works with
 * the system Chromium too (`npx playwright codegen` needs a Playwright-managed browser).
 * Start the dev server first (`npm run dev`); E2E_PORT or VITE_PORT chooses its port (default 5173).
 *
 *   npm run codegen -- "/?scenario=orders-every-status&clock=2026-11-20T23:50"
 */
import { chromium } from '@playwright/test'
import { chromiumArgs, findChromium } from './find-chromium.mjs'

const port = process.env.VITE_PORT ?? process.env.E2E_PORT ?? '5173'
const target = process.argv[2] ?? '/?scenario=default'
const browser = await chromium.launch({ headless: false, executablePath: findChromium(), args: chromiumArgs })
const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' })
const page = await context.newPage()
await page.goto(new URL(target, `http://localhost:${port}`).toString())
// Opens the Inspector; its "Record" button writes the code of what you do.
await page.pause()
await browser.close()
