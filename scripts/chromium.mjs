/**
 * The one Chromium every browser layer launches (both Playwright suites, the Storybook test runner, the
 * benches, the gallery, codegen): the headless Chromium inside the pinned npm package @sparticuz/chromium
 * (Linux x64 only), unpacked once per version into node_modules/.cache, rendering with the fonts of the
 * pinned npm package dejavu-fonts-ttf through the fontconfig file beside this one (chromium-fonts.conf:
 * those fonts only, never the machine's). `CHROMIUM=/path/to/chrome` launches another browser instead (on
 * another platform, or to watch a run); screenshots are then not compared.
 *
 *   node scripts/chromium.mjs    unpacks the pinned browser where needed and prints its path
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { arch, platform } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('..', import.meta.url))
const cacheDir = join(root, 'node_modules/.cache/mein-konto')
export const fontconfigFile = fileURLToPath(new URL('chromium-fonts.conf', import.meta.url))

/**
 * Flags for this sandbox: no GPU (software rendering, the same pixels everywhere), no sandbox (root
 * cannot have one), and no background calls to Google (the network is closed). No `--headless`:
 * Playwright adds it itself unless a run is `--headed`, `--debug` or in UI mode.
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

/** The browser's environment: the machine's, but fonts only from the fontconfig file of the repository. */
export const chromiumEnv = { ...process.env, FONTCONFIG_FILE: fontconfigFile }

/** Why this run does not use the pinned browser (`CHROMIUM` set, another platform); undefined when it does. */
export function unpinnedBrowser() {
  if (process.env.CHROMIUM) return `CHROMIUM=${process.env.CHROMIUM} launches another browser than the pinned one`
  if (platform() !== 'linux' || arch() !== 'x64')
    return `${platform()}-${arch()}: the pinned Chromium (@sparticuz/chromium) runs on Linux x64 only`
  return undefined
}

/** The version of an installed package, read from its package.json (its `exports` may not list it). */
export function installedVersion(name) {
  const file = join(root, 'node_modules', name, 'package.json')
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')).version : 'not installed'
}

/**
 * The pinned browser, unpacked where needed. The package unpacks into os.tmpdir() (its /tmp/chromium is
 * shared by every user and taken as it is whatever version put it there): pointed at a folder of its own
 * for the one call that fixes the paths, then moved into place whole, so that two runs starting at once
 * never launch a half-written browser.
 */
async function unpackPinned() {
  const target = join(cacheDir, `chromium-${installedVersion('@sparticuz/chromium')}`)
  const executable = join(target, 'chromium')
  if (existsSync(executable)) return executable
  mkdirSync(cacheDir, { recursive: true })
  const staging = mkdtempSync(`${target}.unpacking-`)
  const { default: chromium } = await import('@sparticuz/chromium')
  const tmpdir = process.env.TMPDIR
  process.env.TMPDIR = staging
  let unpacking
  try {
    // Synchronous up to its first await: every path it writes to is fixed before TMPDIR is restored.
    unpacking = chromium.executablePath()
  } finally {
    if (tmpdir === undefined) delete process.env.TMPDIR
    else process.env.TMPDIR = tmpdir
  }
  const unpacked = await unpacking
  if (dirname(unpacked) !== staging) throw new Error(`@sparticuz/chromium unpacked to ${unpacked}, not ${staging}`)
  try {
    renameSync(staging, target)
  } catch (error) {
    // Another run moved its copy into place first: use that one.
    rmSync(staging, { recursive: true, force: true })
    if (!existsSync(executable)) throw error
  }
  return executable
}

/** The browser to launch: `CHROMIUM` where set, else the pinned one (Linux x64). */
export async function chromiumExecutable() {
  const override = process.env.CHROMIUM
  if (override) {
    if (!existsSync(override)) throw new Error(`CHROMIUM=${override}: no such file`)
    return override
  }
  const unpinned = unpinnedBrowser()
  if (unpinned) throw new Error(`${unpinned}. Set CHROMIUM=/path/to/chrome to launch another Chromium.`)
  return unpackPinned()
}

/** Launch options for Playwright's `chromium.launch` (and jest-playwright's `launchOptions`). */
export async function chromiumLaunchOptions() {
  return { executablePath: await chromiumExecutable(), args: chromiumArgs, env: chromiumEnv }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(await chromiumExecutable())
