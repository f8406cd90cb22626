/**
 * The stories' committed screenshots (`stories/__screenshots__/<story id>.png`): whether this machine can
 * compare with them, renewing them, and the report of what changed. Used by scripts/test-storybook.mjs
 * (decides, reports); .storybook/test-runner.ts compares (scripts/visual-check.mjs).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { baselineDir, diffDir } from './visual-check.mjs'
import { unpinnedBrowser } from './chromium.mjs'
import { environmentDifferences, visualEnvironment } from './visual-environment.mjs'

export { baselineDir, diffDir }
export const environmentFile = `${baselineDir}/environment.json`

/**
 * What this run does with the screenshots: `update` (write new baselines for the changed and the new
 * stories), `compare`, or `off` with the reason (no baselines yet, another browser, other versions).
 */
export function decideVisualCheck({ update }) {
  if (update) {
    const unpinned = unpinnedBrowser()
    if (unpinned) return { mode: 'off', reason: `baselines are made with the pinned browser only: ${unpinned}` }
    mkdirSync(baselineDir, { recursive: true })
    writeFileSync(environmentFile, `${JSON.stringify(visualEnvironment(), null, 2)}\n`)
    return { mode: 'update' }
  }
  if (!existsSync(environmentFile))
    return { mode: 'off', reason: `no baselines (${environmentFile}); make them with npm run test:visual -- --update` }
  const differences = environmentDifferences(JSON.parse(readFileSync(environmentFile, 'utf8')))
  if (differences.length)
    return {
      mode: 'off',
      reason: [
        'the baselines were made with another browser or fonts, so their pixels say nothing about this run:',
        ...differences.map((difference) => `  ${difference}`),
        'Run with the pinned browser (Linux x64, CHROMIUM unset); after an update of the pinned packages, renew',
        'the pictures with npm run test:visual -- --update (docs/testing.md, "Screenshots").',
      ].join('\n'),
    }
  return { mode: 'compare' }
}

/** Baselines of stories that no longer exist (their ids are not in the built Storybook's index). */
export function obsoleteBaselines(storyIds) {
  if (!existsSync(baselineDir)) return []
  const known = new Set(storyIds)
  return readdirSync(baselineDir)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => !known.has(file.slice(0, -'.png'.length)))
}

export function removeBaselines(files) {
  for (const file of files) rmSync(`${baselineDir}/${file}`)
}

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)
}

/**
 * `test-results-visual/index.html`: each changed story with its picture before, the difference and after
 * (jest-image-snapshot's composite, in that order). Returns the story ids that changed.
 */
export function writeVisualReport() {
  if (!existsSync(diffDir)) return []
  const changed = readdirSync(diffDir)
    .filter((file) => file.endsWith('-diff.png'))
    .map((file) => file.slice(0, -'-diff.png'.length))
    .sort()
  if (!changed.length) return []
  const rows = changed
    .map(
      (id) => `<section><h2>${escapeHtml(id)}</h2>
<p>Left: the committed picture (${escapeHtml(baselineDir)}/${escapeHtml(id)}.png). Middle: the difference, changed pixels in red. Right: this run.</p>
<img src="${escapeHtml(id)}-diff.png" alt="Before, difference and after for ${escapeHtml(id)}"></section>`,
    )
    .join('\n')
  writeFileSync(
    `${diffDir}/index.html`,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Changed screenshots</title>
<style>body{font:14px system-ui,sans-serif;margin:1.5rem}img{max-width:100%;border:1px solid #ccc}</style></head>
<body><main><h1>${changed.length} changed screenshot(s)</h1>
<p>An intended change: renew the pictures with <code>npm run test:visual -- --update</code> and commit them.</p>
${rows}</main></body></html>\n`,
  )
  return changed
}

export function clearVisualResults() {
  rmSync(diffDir, { recursive: true, force: true })
}
