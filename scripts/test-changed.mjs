/**
 * `npm run test:changed [-- <git ref>]`: the minute-by-minute loop. Runs only what the change touches:
 * ESLint on the changed files, the Vitest tests that import a changed module, and the Playwright suites
 * whose files (or the e2e helpers and scenarios they import) changed, against the dev server (no build).
 * Without a ref the change is what is not committed yet; `-- main` compares with main.
 * `npm test` is still the check before a commit lands.
 */
import { spawnSync } from 'node:child_process'

const ref = process.argv[2]
const run = (command) => spawnSync(command, { stdio: 'inherit', shell: true }).status ?? 1

const changedFiles = spawnSync(
  ref ? `git diff --name-only --diff-filter=d ${ref}` : 'git diff --name-only --diff-filter=d HEAD',
  { shell: true, encoding: 'utf8' },
)
  .stdout.split('\n')
  .concat(
    ref
      ? []
      : spawnSync('git ls-files --others --exclude-standard', { shell: true, encoding: 'utf8' }).stdout.split('\n'),
  )
  .filter(Boolean)
const lintable = changedFiles.filter((file) => /\.(ts|tsx|js|mjs)$/.test(file))

let status = 0
if (lintable.length > 0) status ||= run(`npx eslint --max-warnings 0 ${lintable.join(' ')}`)
status ||= run(`npx vitest run --changed ${ref ?? ''} --passWithNoTests`)
status ||= run(
  `E2E_SERVER=dev E2E_PORT=4401 npx playwright test --only-changed${ref ? `=${ref}` : ''} --pass-with-no-tests`,
)
process.exit(status)
