import type { TestRunnerConfig } from '@storybook/test-runner'
import type { CDPSession, Page } from 'playwright'
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

const config: TestRunnerConfig = {
  // The test runner's Jest runs on the Node major of .nvmrc, like every other runner.
  setup() {
    const wrong = wrongNodeRuntime()
    if (wrong) throw new Error(wrong)
    jestExpect().extend({ toMatchImageSnapshot })
  },
  // After the play function and the accessibility check: the page as it stands is compared with its
  // committed picture, so a layout or colour change that keeps every text fails too.
  async postVisit(page, context) {
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
  },
}

export default config
