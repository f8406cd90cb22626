/**
 * What a screenshot's pixels depend on besides the repository: the pinned browser and fonts, each an npm
 * package at an exact version (scripts/chromium.mjs). The baselines record those versions; they are compared
 * only where this run launches the pinned browser and the same versions are installed. Anywhere else the run
 * says what differs and does not compare, and with CI set it fails (docs/testing.md, "Screenshots").
 */
import { installedVersion, unpinnedBrowser } from './chromium.mjs'

/** The packages the pictures depend on. */
export const pictureDependencies = ['@sparticuz/chromium', 'dejavu-fonts-ttf']

/** This checkout's versions of them, as stored beside the baselines. */
export function visualEnvironment() {
  return Object.fromEntries(pictureDependencies.map((name) => [name, installedVersion(name)]))
}

/** Why this run's pictures cannot be compared with the baselines, one line each; empty when they can. */
export function environmentDifferences(baseline, current = visualEnvironment()) {
  const unpinned = unpinnedBrowser()
  return [
    ...(unpinned ? [unpinned] : []),
    ...pictureDependencies
      .filter((name) => baseline[name] !== current[name])
      .map((name) => `${name} ${baseline[name] ?? 'not recorded'} → ${current[name]}`),
  ]
}
