/**
 * `npm run test:storybook`: builds Storybook, serves it on localhost and runs every story's play function,
 * accessibility check and screenshot comparison with the Storybook test runner in Chromium.
 * `npm run test:visual -- --update` (same script, `--update`) renews the screenshots after an intended change.
 */
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { staticBuildHeaders } from './static-build-headers.ts'
import { serveStatic } from './static-server.mjs'
import {
  clearVisualResults,
  decideVisualCheck,
  diffDir,
  obsoleteBaselines,
  removeBaselines,
  writeVisualReport,
} from './visual-baselines.mjs'

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107)
// Another folder lets two checkouts' runs (or two developers in one tree) not overwrite each other's build.
const outDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static'
const update = process.argv.includes('--update')
// Anything else is for the test runner (a story file, -t, …).
const runnerArguments = process.argv.slice(2).filter((argument) => !['--update', '--no-build'].includes(argument))

// Asynchronous, so the static server in this process keeps answering meanwhile.
function run(command, env = process.env) {
  return new Promise((resolve) => {
    spawn(command, { stdio: 'inherit', shell: true, env }).on('exit', (code) => resolve(code ?? 1))
  })
}

if (!process.argv.includes('--no-build') && (await run(`npx storybook build --quiet -o ${outDir}`)) !== 0)
  process.exit(1)

const visual = decideVisualCheck({ update })
if (visual.mode === 'off') {
  // A check that switches itself off passes without a word: in CI that is a failure, here a warning.
  if (process.env.CI) {
    console.error(`\nScreenshots are not compared, which fails a run with CI set: ${visual.reason}\n`)
    process.exit(1)
  }
  console.warn(`\nScreenshots are not compared: ${visual.reason}\n`)
}
clearVisualResults()

const server = await serveStatic({
  root: outDir,
  port,
  spaFallback: false,
  headers: staticBuildHeaders({ storybook: true }),
})
const status = await run(
  `npx test-storybook --ci --url http://127.0.0.1:${port} --maxWorkers=2${update ? ' -u' : ''} ${runnerArguments.join(' ')}`,
  { ...process.env, STORYBOOK_VISUAL_CHECK: visual.mode },
)
server.close()

const changed = writeVisualReport()
if (changed.length)
  console.error(
    `\n${changed.length} screenshot(s) changed: before, difference and after in ${diffDir}/index.html.` +
      '\nAn intended change? npm run test:visual -- --update, then commit stories/__screenshots__.',
  )

// A baseline whose story is gone would never be looked at again: renewing removes it, a check names it.
let obsoleteStatus = 0
if (visual.mode !== 'off' && runnerArguments.length === 0) {
  const index = JSON.parse(readFileSync(`${outDir}/index.json`, 'utf8'))
  const obsolete = obsoleteBaselines(Object.keys(index.entries))
  if (update) removeBaselines(obsolete)
  else if (obsolete.length) {
    console.error(
      `\nScreenshots of stories that no longer exist: ${obsolete.join(', ')}. Remove them with npm run test:visual -- --update.`,
    )
    obsoleteStatus = 1
  }
}
process.exit(status || obsoleteStatus)
