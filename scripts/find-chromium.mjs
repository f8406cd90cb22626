/**
 * Finds a Chromium for Playwright and the Storybook test runner: a Playwright-managed browser
 * where one is installed, else the system Chromium. Finding never installs anything, so loading
 * a config has no side effects; installing is its own step:
 *
 *   node scripts/find-chromium.mjs            prints the browser that would be used
 *   node scripts/find-chromium.mjs --install  finds one or installs one (`npm run setup:browser`;
 *                                             a stage of `npm test`), and the screenshots' fonts
 *
 * Installing means Debian's `chromium` with apt-get, where we are root on Debian; elsewhere install
 * one yourself (`npx playwright install chromium`, or the system's Chromium and `CHROMIUM_PATH`).
 */
import { existsSync } from 'node:fs'
import { spawnSync } from 'node:child_process'
import { chromium } from '@playwright/test'

const systemCandidates = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
]

/**
 * Flags this sandbox needs: no GPU, no sandbox as root, and no background calls to Google.
 * No `--headless`: Playwright adds it itself unless a run is `--headed`, `--debug` or in UI mode.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

function playwrightManaged() {
  try {
    const path = chromium.executablePath()
    return path && existsSync(path) ? path : undefined
  } catch {
    return undefined
  }
}

/**
 * The browser to launch: `CHROMIUM_PATH`, a Playwright-managed Chromium, else a system one.
 * Undefined when there is none: Playwright then uses its default and says how to install it.
 */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  return playwrightManaged() ?? systemCandidates.find((candidate) => existsSync(candidate))
}

function run(command) {
  return spawnSync('sh', ['-c', command], { stdio: 'inherit' }).status === 0
}

/** Root on a system with apt-get (Debian): where this script installs what is missing. */
function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

/** Finds a browser or installs one; throws when neither works. */
export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (canInstallWithApt()) {
    console.error('No Chromium found: installing Debian’s chromium with apt-get …')
    run('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium')
  }
  const installed = findChromium()
  if (!installed)
    throw new Error(
      'No Chromium found. Run `npx playwright install chromium`, or install your system Chromium and set CHROMIUM_PATH.',
    )
  return installed
}

/**
 * Debian's font packages the committed screenshots were made with (stories/__screenshots__/environment.json:
 * DejaVu Sans for the app's font stack, Noto Sans Mono for invoice numbers). Without them the Storybook
 * stage does not compare screenshots at all (another machine), so a fresh machine gets them with the browser.
 */
const screenshotFontPackages = ['fonts-dejavu-core', 'fonts-noto-mono']

/** Installs the screenshot fonts that are missing, where we are root on Debian; elsewhere leaves it to the visual check to say. */
export function ensureScreenshotFonts() {
  const missing = screenshotFontPackages.filter(
    (name) => spawnSync('dpkg', ['-s', name], { stdio: 'ignore' }).status !== 0,
  )
  if (missing.length === 0 || !canInstallWithApt()) return
  console.error(`Installing the screenshots' fonts with apt-get: ${missing.join(', ')} …`)
  run(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv.includes('--install')) ensureScreenshotFonts()
  const path = process.argv.includes('--install') ? ensureChromium() : findChromium()
  if (!path) {
    console.error('No Chromium found. Install one with `npm run setup:browser`.')
    process.exit(1)
  }
  console.log(path)
}
