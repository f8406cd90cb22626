/**
 * What a screenshot's pixels depend on besides the app: the browser's major version and the font files
 * fontconfig picks for the app's font stack (system-ui and sans-serif resolve to the same Debian font here;
 * monospace for the invoice numbers). Baselines are compared only where this matches the machine they were
 * made on; anywhere else the run says so and does not compare (docs/testing.md, "Screenshots").
 */
import { createHash } from 'node:crypto'
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { basename } from 'node:path'
import { findChromium } from './find-chromium.mjs'

const fontFamilies = ['system-ui', 'sans-serif', 'monospace']

function fontOf(family) {
  try {
    const file = execFileSync('fc-match', ['-f', '%{file}', family], { encoding: 'utf8' }).trim()
    if (!file || !existsSync(file)) return 'none'
    const hash = createHash('sha256').update(readFileSync(file)).digest('hex').slice(0, 16)
    return `${basename(file)} ${hash}`
  } catch {
    return 'no fontconfig'
  }
}

function chromiumMajor() {
  try {
    const version = execFileSync(findChromium(), ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    return version.match(/(\d+)\.\d+\.\d+/)?.[1] ?? version.trim()
  } catch {
    return 'unknown'
  }
}

/** This machine's rendering environment, as stored beside the baselines. */
export function visualEnvironment() {
  return {
    platform: process.platform,
    chromium: chromiumMajor(),
    fonts: Object.fromEntries(fontFamilies.map((family) => [family, fontOf(family)])),
  }
}

/** The differences between two environments, one line each; empty when they match. */
export function environmentDifferences(baseline, current) {
  const differences = []
  if (baseline.platform !== current.platform) differences.push(`platform ${baseline.platform} → ${current.platform}`)
  if (baseline.chromium !== current.chromium) differences.push(`Chromium ${baseline.chromium} → ${current.chromium}`)
  for (const family of fontFamilies)
    if (baseline.fonts?.[family] !== current.fonts[family])
      differences.push(`font for ${family}: ${baseline.fonts?.[family] ?? 'none'} → ${current.fonts[family]}`)
  return differences
}
