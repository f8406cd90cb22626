import type { TestContext, TestRunnerConfig } from '@storybook/test-runner'
import type { CDPSession, ConsoleMessage, Page } from 'playwright'
import { existsSync, readFileSync } from 'node:fs'
import { toMatchImageSnapshot, type MatchImageSnapshotOptions } from 'jest-image-snapshot'
import { wrongNodeRuntime } from '../scripts/node-runtime.mjs'
import { pictureScale, visualCheckFromEnv } from '../scripts/visual-check.mjs'

// Set by scripts/test-storybook.mjs: compare, update, or off (no baselines, or another kind of machine).
const visualCheck = visualCheckFromEnv()

interface JestExpect {
  (actual: Buffer): { toMatchImageSnapshot(options: MatchImageSnapshotOptions): void }
  extend(matchers: Record<string, unknown>): void
}
// Jest's own, a global in the test runner's workers; the CLI also loads this file, where there is none.
const jestExpect = () => (globalThis as unknown as { expect: JestExpect }).expect

const devtoolsSessions = new WeakMap<Page, Promise<CDPSession>>()

/** The whole page, at half size: a quarter of the pixels to encode and store, and a layout change still shows. */
async function screenshot(page: Page): Promise<Buffer> {
  let session = devtoolsSessions.get(page)
  if (!session) devtoolsSessions.set(page, (session = page.context().newCDPSession(page)))
  const size = await page.evaluate(async () => {
    await document.fonts.ready
    // Still frames: skeletons shimmer and spinners turn, a caret blinks. Removed again after the picture,
    // since the next story of the file renders in the same page.
    const still = document.createElement('style')
    still.id = 'visual-check-still'
    // Focus rings too: whether a button that had been busy shows its ring when the answer lands depends on
    // the browser's focus-visible guess at that moment, which differed between runs.
    still.textContent =
      '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }' +
      ' :focus, :focus-visible { outline: none !important; box-shadow: none !important; }' +
      // Product pictures (the mock's placeholders) arrive in their own time, those below the fold only when
      // scrolled to: their boxes stay (every img has its size), their pixels are left out. Pictures the
      // page draws itself (the QR code, a data URL) stay in.
      ' img:not([src^="data:"]) { visibility: hidden !important; }'
    document.head.append(still)
    // Ids made per request (the contact form's error id) differ every run: one fixed id in the picture.
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const replaced: [Text, string][] = []
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node as Text
      if (!uuid.test(text.data)) continue
      replaced.push([text, text.data])
      text.data = text.data.replace(new RegExp(uuid.source, 'gi'), '00000000-0000-4000-8000-000000000000')
    }
    ;(window as unknown as { visualCheckReplaced: [Text, string][] }).visualCheckReplaced = replaced
    const root = document.documentElement
    return { width: root.scrollWidth, height: root.scrollHeight }
  })
  const { data } = await (
    await session
  ).send('Page.captureScreenshot', {
    format: 'png',
    // Chromium's faster zlib setting: a third less time per picture for a quarter more bytes.
    optimizeForSpeed: true,
    captureBeyondViewport: true,
    clip: { x: 0, y: 0, width: size.width, height: size.height, scale: pictureScale },
  })
  await page.evaluate(() => {
    document.getElementById('visual-check-still')?.remove()
    const replaced = (window as unknown as { visualCheckReplaced?: [Text, string][] }).visualCheckReplaced ?? []
    for (const [text, original] of replaced) if (text.isConnected) text.data = original
  })
  return Buffer.from(data, 'base64')
}

/**
 * The picture once the page holds still: a play function ends when its last check passed, and focus may
 * move or a late answer land a moment later. Taken again until two agree (at most a second), as
 * Playwright's toHaveScreenshot does; a picture equal to the baseline ends it at once.
 */
async function settledScreenshot(page: Page, baseline: Buffer | undefined): Promise<Buffer> {
  let picture = await screenshot(page)
  for (let attempt = 0; attempt < 6 && !baseline?.equals(picture); attempt++) {
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 150)))
    const again = await screenshot(page)
    if (again.equals(picture)) return again
    picture = again
  }
  return picture
}

/**
 * The console guard: a story fails on a console.error, a console.warn (React's among them; the other
 * libraries here warn only of defects too) or an uncaught error of the page, from its visit until its
 * picture is taken, not only while its play function runs. What may pass names the message and the URL it
 * is about, and says why.
 */
const allowedConsole: { type: 'error' | 'warning'; text: RegExp; url: RegExp; why: string }[] = [
  {
    type: 'error',
    text: /^Failed to load resource: (the server responded with a status of [45]\d\d |net::ERR_FAILED$)/,
    url: /^http:\/\/127\.0\.0\.1:\d+\/api\//,
    why:
      "The mock services' answers (/api/…) with an error status or a network failure, which error-path stories " +
      'provoke (faults, refusals): Chromium logs each such answer, and the play function checks what the page ' +
      'makes of it. Any other address (a script, a style, a font of the app) fails the story.',
  },
]

/**
 * The tag of a story that makes the guard catch something on purpose (stories/console-guard.stories.tsx):
 * it fails unless the guard caught a message carrying `proofMarker`, as Vitest's `it.fails` does.
 */
const expectsGuardTag = 'expects-console-guard'
const proofMarker = '[console guard proof]'

/** What the guard caught on a page (it serves a whole story file), and whether the last story got to its check. */
const guardOfPage = new WeakMap<Page, { caught: string[]; checked: boolean }>()

function allowed(message: ConsoleMessage): boolean {
  return allowedConsole.some(
    (entry) =>
      entry.type === message.type() && entry.text.test(message.text()) && entry.url.test(message.location().url),
  )
}

/** The stories that carry `expectsGuardTag`, from the Storybook's index (asked once per worker). */
let storiesExpectingGuard: Promise<Set<string>> | undefined
function expectsGuard(id: string): Promise<boolean> {
  storiesExpectingGuard ??= fetch(new URL('index.json', process.env.TARGET_URL))
    .then((response) => response.json() as Promise<{ entries: Record<string, { tags?: string[] }> }>)
    .then(
      ({ entries }) =>
        new Set(Object.keys(entries).filter((entryId) => entries[entryId]?.tags?.includes(expectsGuardTag))),
    )
  return storiesExpectingGuard.then((ids) => ids.has(id))
}

function guard(page: Page) {
  const existing = guardOfPage.get(page)
  if (existing) return existing
  const created = { caught: [] as string[], checked: true }
  page.on('console', (message) => {
    const type = message.type()
    if ((type !== 'error' && type !== 'warning') || allowed(message)) return
    const { url } = message.location()
    created.caught.push(`console.${type === 'warning' ? 'warn' : 'error'}: ${message.text()}${url ? ` (${url})` : ''}`)
  })
  page.on('pageerror', (error) => created.caught.push(`uncaught error: ${error.message}`))
  guardOfPage.set(page, created)
  return created
}

function failOnCaught(caught: string[]) {
  if (caught.length)
    throw new Error(
      `Console guard: ${caught.length} error(s) or warning(s) during this story (or after the previous one's check):\n${caught.join('\n')}`,
    )
}

/** The page as it stands, compared with its committed picture (renewed in update mode). */
async function compareScreenshot(page: Page, context: TestContext) {
  if (!visualCheck) return
  const baselineFile = `${visualCheck.baselineDir}/${context.id}.png`
  const baseline = existsSync(baselineFile) ? readFileSync(baselineFile) : undefined
  const picture = await settledScreenshot(page, baseline)
  // The browser encodes the same pixels into the same bytes: most stories end here, without decoding.
  if (baseline?.equals(picture)) return
  jestExpect()(picture).toMatchImageSnapshot({
    customSnapshotsDir: visualCheck.baselineDir,
    customDiffDir: visualCheck.diffDir,
    customReceivedDir: visualCheck.diffDir,
    customSnapshotIdentifier: context.id,
    // Exact: with the browser and fonts pinned the same page gives the same pixels, so any pixel that
    // differs, anti-aliased edges included, is a change.
    customDiffConfig: { threshold: 0, includeAA: true },
    failureThreshold: 0,
    failureThresholdType: 'pixel',
    storeReceivedOnFailure: true,
    // Renewing writes every picture that differs at all, so the next run ends on the byte comparison.
    updatePassedSnapshot: visualCheck.mode === 'update',
    // In this worker, not in a child process per picture (the library's default).
    runInProcess: true,
  })
}

const config: TestRunnerConfig = {
  // The test runner's Jest runs on the Node major of .nvmrc, like every other runner.
  setup() {
    const wrong = wrongNodeRuntime()
    if (wrong) throw new Error(wrong)
    jestExpect().extend({ toMatchImageSnapshot })
  },
  async preVisit(page) {
    const pageGuard = guard(page)
    // The last story failed before its check: what it logged is its own failure's, not this story's.
    if (!pageGuard.checked) pageGuard.caught.length = 0
    pageGuard.checked = false
  },
  // After the play function and the accessibility check: the page as it stands is compared with its
  // committed picture, so a layout or colour change that keeps every text fails too.
  async postVisit(page, context) {
    const pageGuard = guard(page)
    // One turn of the page's timers first: a callback the story queued as it ended (a late answer's
    // error) has run and reported by the time this returns.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve)))
    if (await expectsGuard(context.id)) {
      const caught = pageGuard.caught.splice(0)
      if (!caught.some((entry) => entry.includes(proofMarker)))
        throw new Error(`The console guard did not catch what this story makes it catch (${proofMarker}).`)
    } else failOnCaught(pageGuard.caught.splice(0))
    await compareScreenshot(page, context)
    // And what was logged while the picture settled.
    failOnCaught(pageGuard.caught.splice(0))
    pageGuard.checked = true
  },
}

export default config
