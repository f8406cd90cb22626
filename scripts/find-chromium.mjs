/**
 * Finds a Chromium for Playwright and the Storybook test runner: a Playwright-managed browser
 * where one is installed, else the system Chromium, installing Debian's package where we can
 * (as root with apt-get). Prints the path when run directly; exports it for other scripts.
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

/** Flags this sandbox needs: no GPU, no sandbox as root, and no background calls to Google. */
export const chromiumArgs = [
  '--headless',
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

function installSystemChromium() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) return
  console.error('No Chromium found: installing Debian chromium with apt-get …')
  spawnSync('sh', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium'], {
    stdio: 'inherit',
  })
}

/** The browser to launch, or undefined to let Playwright use its own default. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH
  const managed = playwrightManaged()
  if (managed) return managed
  let system = systemCandidates.find((candidate) => existsSync(candidate))
  if (!system) {
    installSystemChromium()
    system = systemCandidates.find((candidate) => existsSync(candidate))
  }
  if (!system) {
    throw new Error(
      'No Chromium found. Run `npx playwright install chromium`, or install your system Chromium and set CHROMIUM_PATH.',
    )
  }
  return system
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium())
