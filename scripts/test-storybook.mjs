/**
 * `npm run test:storybook`: builds Storybook, serves it on localhost and runs every story's
 * play function and accessibility check with the Storybook test runner in Chromium.
 */
import { spawn } from 'node:child_process'
import { staticBuildHeaders } from './security-headers.mjs'
import { serveStatic } from './static-server.mjs'

const port = Number(process.env.STORYBOOK_TEST_PORT ?? 6107)
// Another folder lets two checkouts' runs (or two developers in one tree) not overwrite each other's build.
const outDir = process.env.STORYBOOK_STATIC_DIR ?? 'storybook-static'

// Asynchronous, so the static server in this process keeps answering meanwhile.
function run(command) {
  return new Promise((resolve) => {
    spawn(command, { stdio: 'inherit', shell: true }).on('exit', (code) => resolve(code ?? 1))
  })
}

if (!process.argv.includes('--no-build') && (await run(`npx storybook build --quiet -o ${outDir}`)) !== 0)
  process.exit(1)

const server = await serveStatic({
  root: outDir,
  port,
  spaFallback: false,
  headers: staticBuildHeaders({ storybook: true }),
})
const status = await run(`npx test-storybook --ci --url http://127.0.0.1:${port} --maxWorkers=2`)
server.close()
process.exit(status)
