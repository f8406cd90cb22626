/**
 * `npm run bench:interactions` (a benchmark, not a test): the interaction latency of six interactions of
 * the prototype build (issue 27) as the `web-vitals` library measures INP (Event Timing: input delay,
 * processing and the next paint), in Chromium with the CPU slowed down four times. One interaction per page
 * load, so the page's INP is that interaction's; the steps before it are done without trusted input (filled
 * fields, dispatched clicks), which Event Timing does not count. Median of five loads per interaction; each
 * at most 200 ms (docs/performance.md).
 *
 *   npm run bench:interactions                  builds the prototype, five loads per interaction
 *   npm run bench:interactions -- --runs 1      a quick look
 *   npm run bench:interactions -- --no-build    measures the dist-prototype there is (and the baseline's)
 *   npm run bench:interactions -- --only orders  the interactions whose figure contains "orders"
 *   npm run bench:interactions -- --baseline ../other-checkout
 *                                               also builds that checkout's prototype and measures it,
 *                                               interleaved in the same run: before and after of a change
 */
import { execSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { dirname, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { chromium, expect, type Browser, type Locator, type Page } from '@playwright/test'
import { median, renderBenchTable, withinBound, type BenchOptions, type BenchRow } from './bench-table'
import { chromiumLaunchOptions } from './chromium.mjs'
// @ts-expect-error -- plain ESM helper shared with the test scripts
import { serveStatic } from './static-server.mjs'
import { staticBuildHeaders } from './static-build-headers.ts'

const group = 'Interaction (INP)'
const boundMs = 200
const cpuSlowdown = 4
const repoRoot = resolve(fileURLToPath(import.meta.url), '../..')

/** What web-vitals reported (its attribution build), kept on `window` for the benchmark to read. */
type InpReport = {
  value: number
  target: string
  type: string
  inputDelay: number
  processingDuration: number
  presentationDelay: number
}

declare global {
  interface Window {
    __inpReport?: InpReport
  }
}

const require = createRequire(import.meta.url)
// The package exports no path to its IIFE build, which sits beside the CommonJS one.
const webVitalsScript = readFileSync(
  resolve(dirname(require.resolve('web-vitals/attribution')), 'web-vitals.attribution.iife.js'),
  'utf8',
)
// Every change is reported (the page's INP is its one interaction); durationThreshold 0 lets Event Timing
// report from its own minimum (16 ms) instead of web-vitals' default 40 ms.
const reportInp = `
webVitals.onINP((metric) => {
  const { attribution } = metric
  window.__inpReport = {
    value: metric.value,
    target: attribution.interactionTarget,
    type: attribution.interactionType,
    inputDelay: attribution.inputDelay,
    processingDuration: attribution.processingDuration,
    presentationDelay: attribution.presentationDelay,
  }
}, { reportAllChanges: true, durationThreshold: 0 })
`

export type Interaction = {
  figure: string
  scenario: string
  path: string
  /**
   * Brings the page to the moment before the interaction without trusted input; returns what is clicked
   * and a wait for the interaction's result on the screen.
   */
  prepare: (page: Page) => Promise<{ target: Locator; done: () => Promise<void> }>
}

const orderLinks = (page: Page) => page.getByRole('link', { name: /Details zur Bestellung$/ })

const visible = (locator: Locator) => () => expect(locator).toBeVisible({ timeout: 30_000 })

export const interactions: Interaction[] = [
  {
    figure: 'sign-in: submit the password step',
    scenario: 'anonymous',
    path: '/login',
    prepare: async (page) => {
      await page.getByLabel(/^E-Mail-Adresse( oder Kundennummer)?$/).fill('anna.schmidt@example.de')
      await page.getByRole('button', { name: 'Weiter' }).dispatchEvent('click')
      await page.getByLabel('Passwort', { exact: true }).fill('Sommer2026!')
      return {
        target: page.getByRole('button', { name: 'Anmelden', exact: true }),
        done: () => page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 }),
      }
    },
  },
  {
    figure: 'orders: open an order from the list',
    scenario: 'default',
    path: '/orders',
    prepare: async (page) => ({
      target: orderLinks(page).first(),
      done: visible(page.getByRole('heading', { name: /^Bestellung \d+$/ })),
    }),
  },
  {
    figure: 'orders: load more (1,000 orders)',
    scenario: 'many-orders',
    path: '/orders',
    prepare: async (page) => {
      await orderLinks(page).first().waitFor()
      const shownBefore = await orderLinks(page).count()
      return {
        target: page.getByRole('button', { name: 'Weitere Bestellungen laden' }),
        done: () => expect.poll(() => orderLinks(page).count(), { timeout: 30_000 }).toBeGreaterThan(shownBefore),
      }
    },
  },
  {
    figure: 'wishlist: move an item to the basket',
    scenario: 'default',
    path: '/wishlist',
    prepare: async (page) => ({
      target: page
        .getByRole('list', { name: 'Wunschliste' })
        .getByRole('button', { name: 'In den Warenkorb', disabled: false })
        .first(),
      done: visible(page.getByText(/liegt jetzt in Ihrem Warenkorb/)),
    }),
  },
  {
    figure: 'addresses: save an edited delivery address',
    scenario: 'default',
    path: '/my-addresses',
    prepare: async (page) => {
      await page
        .getByRole('link', { name: /^Die Adresse .+ bearbeiten$/ })
        .first()
        .dispatchEvent('click')
      await expect(page.getByRole('heading', { name: 'Lieferadresse bearbeiten' })).toBeVisible()
      // A street the mock's address check takes as it is, so the save goes through without its suggestion.
      const street = page.getByLabel('Straße', { exact: true })
      await expect(street).not.toHaveValue('')
      await street.fill((await street.inputValue()) === 'Lindenstraße' ? 'Gartenstraße' : 'Lindenstraße')
      return {
        target: page.getByRole('button', { name: 'Adresse speichern' }),
        done: visible(page.getByText('Die Adresse wurde gespeichert.')),
      }
    },
  },
  {
    figure: 'harness: open the panel',
    scenario: 'default',
    path: '/',
    prepare: async (page) => {
      await expect(page.locator('main h1').first()).toBeVisible({ timeout: 30_000 })
      const panel = page.getByRole('complementary', { name: 'Prototyp-Steuerung' })
      return {
        target: panel.getByRole('button', { name: 'Prototyp-Steuerung öffnen' }),
        done: visible(panel.getByRole('heading', { name: 'Szenario' })),
      }
    },
  },
]

/** Waits until the main thread has had an idle moment, twice (what the page started on load has run). */
async function settle(page: Page): Promise<void> {
  for (let round = 0; round < 2; round += 1)
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 5000 })))
}

type Sample = InpReport | undefined

/** One page load, one interaction; undefined when Event Timing reported nothing (under 16 ms). */
async function measureOnce(browser: Browser, origin: string, interaction: Interaction): Promise<Sample> {
  const context = await browser.newContext({
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    viewport: { width: 1280, height: 800 },
  })
  try {
    await context.addInitScript({ content: `${webVitalsScript}\n${reportInp}` })
    const page = await context.newPage()
    page.setDefaultTimeout(30_000)
    await page.goto(`${origin}${interaction.path}?scenario=${interaction.scenario}`)
    const { target, done } = await interaction.prepare(page)
    await target.waitFor({ state: 'visible' })
    const devtools = await context.newCDPSession(page)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await settle(page)
    if (await page.evaluate(() => window.__inpReport !== undefined))
      throw new Error(`${interaction.figure}: an interaction was counted before the measured one`)
    await target.click()
    await done()
    // web-vitals reports once the interaction's frame is painted and the page is idle.
    const report = await page
      .waitForFunction(() => window.__inpReport, undefined, { timeout: 10_000 })
      .then((handle) => handle.jsonValue())
      .catch(() => undefined)
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    return report
  } finally {
    await context.close()
  }
}

async function measure(browser: Browser, origin: string, interaction: Interaction): Promise<Sample> {
  try {
    return await measureOnce(browser, origin, interaction)
  } catch (error) {
    console.error(`  (again: ${interaction.figure}: ${error instanceof Error ? error.message.split('\n')[0] : error})`)
    return measureOnce(browser, origin, interaction)
  }
}

async function serve(root: string): Promise<{ origin: string; server: Server }> {
  const server = (await serveStatic({ root, port: 0, headers: staticBuildHeaders() })) as Server
  return { origin: `http://localhost:${(server.address() as AddressInfo).port}`, server }
}

const valueOf = (sample: Sample) => sample?.value ?? 0

function noteOf(samples: Sample[]): string {
  const typical = [...samples].sort((a, b) => valueOf(a) - valueOf(b))[Math.floor(samples.length / 2)]
  if (!typical) return 'under 16 ms (Event Timing reported nothing)'
  const parts = `input ${typical.inputDelay.toFixed(0)} + processing ${typical.processingDuration.toFixed(0)} + paint ${typical.presentationDelay.toFixed(0)} ms`
  return `${parts} (${typical.type} on ${typical.target || 'an element the interaction removed'})`
}

export async function run(options: BenchOptions & { build?: boolean; only?: string } = {}): Promise<BenchRow[]> {
  const runs = Math.max(1, options.runs ?? 5)
  const measured = interactions.filter((interaction) => interaction.figure.includes(options.only ?? ''))
  if (options.build !== false) {
    console.log('Building the prototype …')
    execSync('npm run -s build:prototype', { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] })
    if (options.baseline) {
      console.log(`Building the baseline's prototype (${options.baseline}) …`)
      execSync('npx vite build --mode prototype --logLevel error', {
        cwd: options.baseline,
        stdio: ['ignore', 'ignore', 'inherit'],
      })
    }
  }
  const after = await serve(resolve(repoRoot, 'dist-prototype'))
  const before = options.baseline ? await serve(resolve(options.baseline, 'dist-prototype')) : undefined
  const browser = await chromium.launch(await chromiumLaunchOptions())
  const samples = new Map<Interaction, { after: Sample[]; before: Sample[] }>(
    measured.map((interaction) => [interaction, { after: [], before: [] }]),
  )
  try {
    for (let round = 0; round < runs; round += 1) {
      for (const interaction of measured) {
        const collected = samples.get(interaction)!
        // Interleaved, and which build goes first alternates, so neither has the warmer machine.
        const order = round % 2 === 0 ? (['after', 'before'] as const) : (['before', 'after'] as const)
        for (const which of order) {
          const server = which === 'after' ? after : before
          if (!server) continue
          const sample = await measure(browser, server.origin, interaction)
          collected[which].push(sample)
          console.log(`  ${round + 1}/${runs} ${which.padEnd(6)} ${interaction.figure}: ${valueOf(sample)} ms`)
        }
      }
    }
  } finally {
    await browser.close()
    after.server.close()
    before?.server.close()
  }
  return measured.map((interaction) => {
    const collected = samples.get(interaction)!
    return {
      group,
      figure: interaction.figure,
      unit: 'ms',
      after: median(collected.after.map(valueOf)),
      ...(before ? { before: median(collected.before.map(valueOf)) } : {}),
      bound: boundMs,
      note: noteOf(collected.after),
    }
  })
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      baseline: { type: 'string' },
      'no-build': { type: 'boolean' },
      only: { type: 'string' },
    },
  })
  const rows = await run({
    runs: Number(values.runs),
    ...(values.baseline ? { baseline: resolve(values.baseline) } : {}),
    build: !values['no-build'],
    ...(values.only ? { only: values.only } : {}),
  })
  console.log(`\n${renderBenchTable(rows)}\n`)
  console.log(`CPU slowed down ${cpuSlowdown}×; median of ${values.runs} page loads per interaction.`)
  if (!rows.every(withinBound)) process.exitCode = 1
}
