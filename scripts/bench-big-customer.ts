/**
 * The big customer (issue 27): seeding a customer with 100, 1,000 and 10,000 orders in Node and in
 * the browser, and in the prototype build the first visit of her order list, the list after a
 * reload and what the tab keeps (sessionStorage or IndexedDB). `--baseline <checkout>` measures that
 * checkout the same way in the same run: its own seeding code (a snippet run with cwd there) and
 * its own prototype build (built there).
 *
 *   npx tsx scripts/bench-big-customer.ts [--runs 3] [--baseline /work/before-27]
 */
import { execFileSync } from 'node:child_process'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright'
import { median, renderBenchTable, withinBound, type BenchOptions, type BenchRow } from './bench-table'

const group = 'Big customer'
const orderCounts = [100, 1000, 10_000] as const
const bounds = { seeding: 100, firstVisit: 800, reload: 300, reloadTenThousand: 500 }
/** The scenarios of the prototype build, by order count (a baseline from before 2026-11-26 has only the first). */
const scenarioIds: Record<number, string> = { 1000: 'many-orders', 10_000: 'very-many-orders' }
/** A customer with six orders: her list's times are what the app costs on this machine without a big db. */
const floorScenarioId = 'orders-every-status'
/** Seeding 10,000 orders where each record adds listeners grows with the square: stop after this. */
const seedingTimeoutMs = 120_000

const here = resolve(fileURLToPath(new URL('..', import.meta.url)))

/**
 * Seeds Marta Vielkauf with `count` orders from the checkout's own factories (the building blocks
 * both versions have), `runs` times, and prints the times and the size of the db as JSON.
 */
const seedingSnippet = (checkout: string) => `
import { performance } from 'node:perf_hooks'
const at = (path) => import(${JSON.stringify(checkout)} + path)
const { applyScenario } = await at('/scenarios/scenario-runner.ts')
const { defineScenario } = await at('/scenarios/scenario.ts')
const { default: manyOrders } = await at('/scenarios/many-orders.ts')
const { createCatalogue } = await at('/mock-server/factories/catalogue-factory.ts')
const { createCustomer, customerFromFixture } = await at('/mock-server/factories/customer-factory.ts')
const { createHomeAddresses } = await at('/mock-server/factories/address-factory.ts')
const { createOrderHistory } = await at('/mock-server/factories/order-factory.ts')
const { martaVielkauf } = await at('/fixtures/customers-bulk.ts')
const { snapshotDb } = await at('/mock-server/db/db.ts')
const withOrders = (count) => defineScenario({ ...manyOrders, seed: async (context) => {
  await createCatalogue(context)
  const customer = await createCustomer(context, customerFromFixture(martaVielkauf))
  await createHomeAddresses(context, customer)
  await createOrderHistory(context, customer, count)
  return customer
} })
// A small warm-up (modules, JIT), then the one timed seeding of this process.
await applyScenario(withOrders(100))
const start = performance.now()
await applyScenario(withOrders(Number(process.argv[2])))
const ms = performance.now() - start
console.log(JSON.stringify({ ms, jsonChars: JSON.stringify(snapshotDb()).length }))
`

/** The same seeding in a page of its own, built by Vite from the checkout's modules. */
const browserSeedingEntry = (checkout: string) => `
import { applyScenario } from ${JSON.stringify(`${checkout}/scenarios/scenario-runner.ts`)}
import { defineScenario } from ${JSON.stringify(`${checkout}/scenarios/scenario.ts`)}
import manyOrders from ${JSON.stringify(`${checkout}/scenarios/many-orders.ts`)}
import { createCatalogue } from ${JSON.stringify(`${checkout}/mock-server/factories/catalogue-factory.ts`)}
import { createCustomer, customerFromFixture } from ${JSON.stringify(`${checkout}/mock-server/factories/customer-factory.ts`)}
import { createHomeAddresses } from ${JSON.stringify(`${checkout}/mock-server/factories/address-factory.ts`)}
import { createOrderHistory } from ${JSON.stringify(`${checkout}/mock-server/factories/order-factory.ts`)}
import { martaVielkauf } from ${JSON.stringify(`${checkout}/fixtures/customers-bulk.ts`)}
window.seedOrders = async (count) => {
  const scenario = defineScenario({ ...manyOrders, seed: async (context) => {
    await createCatalogue(context)
    const customer = await createCustomer(context, customerFromFixture(martaVielkauf))
    await createHomeAddresses(context, customer)
    await createOrderHistory(context, customer, count)
    return customer
  } })
  const start = performance.now()
  await applyScenario(scenario)
  return performance.now() - start
}
`

/** `build: false` (`--no-build`) measures the prototype builds already there, as bench:interactions does. */
type BigCustomerOptions = BenchOptions & { build?: boolean }

function parseArguments(argv: string[]): BigCustomerOptions {
  const options: BigCustomerOptions = {}
  for (let index = 0; index < argv.length; index += 1) {
    if (argv[index] === '--baseline') options.baseline = resolve(argv[(index += 1)] ?? '')
    else if (argv[index] === '--runs') options.runs = Number(argv[(index += 1)])
    else if (argv[index] === '--no-build') options.build = false
  }
  return options
}

type Checkout = { label: 'after' | 'before'; dir: string }

/**
 * Whether the checkout has the 10,000-order customer. One from before her (2026-11-26) seeds 10,000 orders
 * in minutes: there they are seeded once, in Node only.
 */
const hasTenThousandOrders = (checkout: Checkout) => existsSync(join(checkout.dir, 'scenarios', 'very-many-orders.ts'))

/** A fresh process per run (the baseline's seeding slows each later seeding in a process down). */
function nodeSeeding(checkout: Checkout, count: number, runs: number) {
  const snippetDir = join(tmpdir(), `bench-big-customer-${process.pid}`)
  mkdirSync(snippetDir, { recursive: true })
  const snippet = join(snippetDir, `seed-${checkout.label}.mts`)
  writeFileSync(snippet, seedingSnippet(checkout.dir))
  const samples: Array<{ ms: number; jsonChars: number }> = []
  for (let run = 0; run < runs; run += 1) {
    try {
      const output = execFileSync('npx', ['tsx', snippet, String(count)], {
        cwd: checkout.dir,
        encoding: 'utf8',
        timeout: seedingTimeoutMs,
        stdio: ['ignore', 'pipe', 'inherit'],
      })
      samples.push(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as { ms: number; jsonChars: number })
    } catch {
      return undefined
    }
  }
  return { ms: median(samples.map(({ ms }) => ms)), kB: (samples[0]?.jsonChars ?? Number.NaN) / 1000 }
}

async function buildSeedingPage(checkout: Checkout): Promise<string> {
  const { build } = await import('vite')
  const root = join(tmpdir(), `bench-big-customer-${process.pid}`, `page-${checkout.label}`)
  rmSync(root, { recursive: true, force: true })
  mkdirSync(root, { recursive: true })
  writeFileSync(join(root, 'entry.ts'), browserSeedingEntry(checkout.dir))
  writeFileSync(join(root, 'index.html'), '<!doctype html><script type="module" src="./entry.ts"></script>')
  const alias = (name: string, folder: string) => ({ find: name, replacement: join(checkout.dir, folder) })
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    mode: 'production',
    resolve: {
      alias: [
        {
          find: /^@formatjs\/icu-messageformat-parser$/,
          replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
        },
        alias('@flags', 'flags'),
        alias('@testing', 'testing'),
        alias('@mock-server', 'mock-server'),
        alias('@scenarios', 'scenarios'),
        alias('@fixtures', 'fixtures'),
        alias('@', 'src'),
      ],
    },
    build: { outDir: join(root, 'dist'), emptyOutDir: true, target: 'esnext' },
  })
  return join(root, 'dist')
}

/** Serves a folder on a free port (other benchmarks may run beside this one). */
async function serve(root: string): Promise<{ server: Server; port: number }> {
  // @ts-expect-error -- plain ESM helper shared with the test scripts
  const { serveStatic } = await import('./static-server.mjs')
  const server = (await serveStatic({ root, port: 0 })) as Server
  return { server, port: (server.address() as AddressInfo).port }
}

/** The checkouts in the order a run measures them: they take turns to go first (a browser's first pages are slower). */
const inTurn = <T>(items: readonly T[], run: number): T[] => (run % 2 === 0 ? [...items] : [...items].reverse())

/**
 * A fresh page per seeding, as the harness seeds once per page load. Each run seeds once in every
 * checkout's page, the checkouts interleaved, so a busy moment of the machine falls on both alike.
 */
async function browserSeeding(
  browser: Browser,
  pages: Array<{ label: Checkout['label']; dir: string; counts: number[] }>,
  runs: number,
) {
  const served = await Promise.all(pages.map(async (page) => ({ ...page, ...(await serve(page.dir)) })))
  const times: Partial<Record<Checkout['label'], Partial<Record<number, number>>>> = {}
  try {
    for (const count of [...new Set(pages.flatMap((page) => page.counts))]) {
      const samples = new Map<Checkout['label'], number[]>()
      const timedOut = new Set<Checkout['label']>()
      for (let run = 0; run < runs; run += 1) {
        for (const { label, port, counts } of inTurn(served, run)) {
          if (!counts.includes(count) || timedOut.has(label)) continue
          const page = await browser.newPage()
          try {
            await page.goto(`http://127.0.0.1:${port}/`)
            await page.waitForFunction(() => 'seedOrders' in window)
            const seeding = page.evaluate(
              (orders) => (window as unknown as { seedOrders(count: number): Promise<number> }).seedOrders(orders),
              count,
            )
            const timeout = new Promise<undefined>((resolveTimeout) =>
              setTimeout(() => resolveTimeout(undefined), seedingTimeoutMs),
            )
            const ms = await Promise.race([seeding, timeout])
            if (ms === undefined) timedOut.add(label)
            else samples.set(label, [...(samples.get(label) ?? []), ms])
          } finally {
            await page.close().catch(() => undefined)
          }
        }
      }
      for (const [label, measured] of samples)
        if (measured.length === runs) (times[label] ??= {})[count] = median(measured)
    }
    return times
  } finally {
    for (const { server } of served) server.close()
  }
}

/** Everything the tab keeps: its sessionStorage and, once moved there, its IndexedDB entries (JSON characters). */
const storedCharacters = () =>
  new Promise<{ chars: number; store: string }>((resolvePromise) => {
    let chars = 0
    for (const key of Object.keys(sessionStorage)) chars += (sessionStorage.getItem(key) ?? '').length
    const tabKey = sessionStorage.getItem('mein-konto.harness.db.indexeddb-key')
    if (!tabKey) return resolvePromise({ chars, store: 'sessionStorage' })
    const opening = indexedDB.open('mein-konto-harness')
    opening.onsuccess = () => {
      const store = opening.result.transaction('tab-collections').objectStore('tab-collections')
      const reading = store.getAll(IDBKeyRange.bound([tabKey], [tabKey, []]))
      reading.onsuccess = () => {
        for (const value of reading.result as string[]) chars += value.length
        resolvePromise({ chars, store: 'IndexedDB' })
      }
    }
  })

/** The db is kept: this version writes it when idle, the baseline at once into its state. */
const dbKept = () =>
  Boolean(
    sessionStorage.getItem('mein-konto.harness.db.ids') ??
    sessionStorage.getItem('mein-konto.harness.db.indexeddb-key') ??
    (sessionStorage.getItem('mein-konto.harness') ?? '').match(/"orders":\[\{/),
  )

/**
 * In the page, from the navigation's start: when the first order of the list became visible. Measured
 * there, not by the bench's waiting for it (Playwright polls, and added 40 to 120 ms at random here), and
 * not until the load event (that waits for the rows' product pictures too).
 */
const recordListShown = `
  const observer = new MutationObserver(() => {
    const links = document.querySelectorAll('a[aria-label*="Details zur Bestellung"]')
    if (![...links].some((link) => link.checkVisibility())) return
    window.listShownAt = performance.now()
    observer.disconnect()
  })
  observer.observe(document, { subtree: true, childList: true, attributes: true })
`
const listShownAt = () => (window as unknown as { listShownAt: number }).listShownAt

type PrototypeTimings = {
  firstVisit: number
  reload: number
  stored: { chars: number; store: string }
  keptAfterReload: boolean
}

/** First visit and reload of a scenario in each checkout's prototype, the checkouts interleaved run by run. */
async function prototypeTimings(
  browser: Browser,
  prototypes: Array<{ label: Checkout['label']; distDir: string }>,
  scenarioId: string,
  runs: number,
): Promise<Partial<Record<Checkout['label'], PrototypeTimings>>> {
  const served = await Promise.all(
    prototypes.map(async (prototype) => ({
      ...prototype,
      ...(await serve(prototype.distDir)),
      firstVisits: [] as number[],
      reloads: [] as number[],
      stored: { chars: Number.NaN, store: '' },
      keptAfterReload: true,
    })),
  )
  try {
    for (let run = 0; run < runs; run += 1) {
      for (const prototype of inTurn(served, run)) {
        const { port } = prototype
        // A fresh context: an empty sessionStorage, as in a new tab.
        const context = await browser.newContext()
        // A string: tsx would wrap a function's inner functions in a helper the page does not have.
        await context.addInitScript(recordListShown)
        const page = await context.newPage()
        const firstOrder = page.getByRole('link', { name: /Details zur Bestellung/ }).first()
        await page.goto(`http://127.0.0.1:${port}/?scenario=${scenarioId}`, { waitUntil: 'commit' })
        await firstOrder.waitFor({ timeout: 120_000 })
        prototype.firstVisits.push(await page.evaluate(listShownAt))
        const kept = await page
          .waitForFunction(dbKept, undefined, { timeout: 30_000 })
          .then(() => true)
          .catch(() => false)
        prototype.stored = kept ? await page.evaluate(storedCharacters) : { chars: 0, store: 'nothing kept (quota)' }
        await page.goto(`http://127.0.0.1:${port}/orders`, { waitUntil: 'commit' })
        await firstOrder.waitFor({ timeout: 120_000 })
        prototype.reloads.push(await page.evaluate(listShownAt))
        // Restored, not seeded afresh: the tab still names a kept db after the reload.
        prototype.keptAfterReload &&= await page.evaluate(dbKept)
        await context.close()
      }
    }
  } finally {
    for (const { server } of served) server.close()
  }
  return Object.fromEntries(
    served.map(({ label, firstVisits, reloads, stored, keptAfterReload }) => [
      label,
      { firstVisit: median(firstVisits), reload: median(reloads), stored, keptAfterReload },
    ]),
  )
}

export async function run(options: BigCustomerOptions): Promise<BenchRow[]> {
  const runs = options.runs ?? 3
  const checkouts: Checkout[] = [{ label: 'after', dir: here }]
  if (options.baseline) checkouts.push({ label: 'before', dir: options.baseline })

  type Figures = {
    node: Partial<Record<number, { ms: number; kB: number }>>
    browser: Partial<Record<number, number>>
    prototype: Partial<Record<number, PrototypeTimings>>
  }
  const figures: Record<Checkout['label'], Figures> = {
    after: { node: {}, browser: {}, prototype: {} },
    before: { node: {}, browser: {}, prototype: {} },
  }

  // Node seeding, the checkouts interleaved per count (the machine's load shifts over a run).
  // An old baseline's 10,000 orders take minutes: one run, and none in the browser.
  const runsOf = (checkout: Checkout, count: number) => (count === 10_000 && !hasTenThousandOrders(checkout) ? 1 : runs)
  for (const count of orderCounts) {
    for (const checkout of checkouts) {
      console.error(`Seeding ${count} orders in Node (${checkout.label}) …`)
      figures[checkout.label].node[count] = nodeSeeding(checkout, count, runsOf(checkout, count))
    }
  }

  console.error(`Building ${options.build === false ? '' : 'the prototypes and '}the seeding pages …`)
  if (options.build !== false)
    for (const checkout of checkouts) {
      execFileSync('npx', ['vite', 'build', '--mode', 'prototype', '--logLevel', 'warn'], {
        cwd: checkout.dir,
        stdio: 'inherit',
      })
    }
  const seedingPages = new Map<string, string>()
  for (const checkout of checkouts) seedingPages.set(checkout.label, await buildSeedingPage(checkout))

  const { chromiumLaunchOptions } = await import('./chromium.mjs')
  const { chromium } = await import('playwright')
  const browser = await chromium.launch(await chromiumLaunchOptions())
  try {
    console.error('Seeding in the browser …')
    const seeded = await browserSeeding(
      browser,
      checkouts.map((checkout) => ({
        label: checkout.label,
        dir: seedingPages.get(checkout.label) ?? '',
        counts: orderCounts.filter((count) => count !== 10_000 || hasTenThousandOrders(checkout)),
      })),
      runs,
    )
    for (const checkout of checkouts) figures[checkout.label].browser = seeded[checkout.label] ?? {}
    // The app's floor on this machine now: the same pages for a customer with six orders (count 0).
    for (const count of [0, 1000, 10_000]) {
      const scenarioId = count === 0 ? floorScenarioId : (scenarioIds[count] ?? '')
      const measured = checkouts.filter((checkout) => count !== 10_000 || hasTenThousandOrders(checkout))
      console.error(`Prototype, ${scenarioId} …`)
      const timings = await prototypeTimings(
        browser,
        measured.map((checkout) => ({ label: checkout.label, distDir: join(checkout.dir, 'dist-prototype') })),
        scenarioId,
        runs,
      )
      for (const checkout of measured) figures[checkout.label].prototype[count] = timings[checkout.label]
    }
  } finally {
    await browser.close()
  }

  const { after, before } = figures
  const hasBaseline = Boolean(options.baseline)
  const beforeValue = (value: number | undefined) => (hasBaseline ? (value ?? Number.NaN) : undefined)
  const rows: BenchRow[] = []
  const count = (orders: number) => orders.toLocaleString('en')
  for (const orders of orderCounts) {
    rows.push({
      group,
      figure: `seeding ${count(orders)} orders (Node)`,
      unit: 'ms',
      after: after.node[orders]?.ms ?? Number.NaN,
      before: beforeValue(before.node[orders]?.ms),
      bound: orders === 1000 ? bounds.seeding : undefined,
      note:
        hasBaseline && before.node[orders] === undefined
          ? `baseline did not finish within ${seedingTimeoutMs / 1000} s per run`
          : undefined,
    })
  }
  for (const orders of orderCounts) {
    rows.push({
      group,
      figure: `seeding ${count(orders)} orders (browser)`,
      unit: 'ms',
      after: after.browser[orders] ?? Number.NaN,
      before: beforeValue(before.browser[orders]),
      bound: orders === 1000 ? bounds.seeding : undefined,
      note:
        hasBaseline && orders === 10_000 && before.browser[orders] === undefined
          ? `baseline not measured in the browser (Node: ${((before.node[orders]?.ms ?? Number.NaN) / 1000).toFixed(0)} s)`
          : undefined,
    })
  }
  for (const orders of [1000, 10_000]) {
    const mine = after.prototype[orders]
    const theirs = before.prototype[orders]
    const missing = hasBaseline && !theirs ? 'baseline has no 10,000-order scenario' : undefined
    rows.push({
      group,
      figure: `first visit, ${count(orders)} orders (?scenario=${scenarioIds[orders]})`,
      unit: 'ms',
      after: mine?.firstVisit ?? Number.NaN,
      before: beforeValue(theirs?.firstVisit),
      bound: orders === 1000 ? bounds.firstVisit : undefined,
      note: missing,
    })
    rows.push({
      group,
      figure: `order list after a reload, ${count(orders)} orders`,
      unit: 'ms',
      after: mine?.reload ?? Number.NaN,
      before: beforeValue(theirs?.reload),
      bound: orders === 1000 ? bounds.reload : bounds.reloadTenThousand,
      note: [
        mine && !mine.keptAfterReload ? 'this version re-seeded on reload' : undefined,
        theirs && !theirs.keptAfterReload ? 'baseline re-seeded on reload' : undefined,
        missing,
      ]
        .filter(Boolean)
        .join('; '),
    })
  }
  rows.push(
    {
      group,
      figure: `first visit, 6 orders (?scenario=${floorScenarioId}: the app's floor)`,
      unit: 'ms',
      after: after.prototype[0]?.firstVisit ?? Number.NaN,
      before: beforeValue(before.prototype[0]?.firstVisit),
    },
    {
      group,
      figure: "order list after a reload, 6 orders (the app's floor)",
      unit: 'ms',
      after: after.prototype[0]?.reload ?? Number.NaN,
      before: beforeValue(before.prototype[0]?.reload),
    },
  )
  rows.push({
    group,
    figure: 'stored size, 100 orders (db as JSON, Node)',
    unit: 'kB',
    after: after.node[100]?.kB ?? Number.NaN,
    before: beforeValue(before.node[100]?.kB),
  })
  for (const orders of [1000, 10_000]) {
    const mine = after.prototype[orders]
    const theirs = before.prototype[orders]
    rows.push({
      group,
      figure: `stored size, ${count(orders)} orders (what the tab keeps)`,
      unit: 'kB',
      after: (mine?.stored.chars ?? Number.NaN) / 1000,
      before: beforeValue(theirs ? theirs.stored.chars / 1000 : before.node[orders]?.kB),
      note: [
        mine ? `kept in ${mine.stored.store}` : undefined,
        theirs ? `baseline: ${theirs.stored.store}` : undefined,
        !theirs && hasBaseline && before.node[orders]
          ? `baseline: its db as JSON (Node), more than sessionStorage holds: nothing kept, a reload re-seeds`
          : undefined,
      ]
        .filter(Boolean)
        .join('; '),
    })
  }
  return rows
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const rows = await run(parseArguments(process.argv.slice(2)))
  console.log(renderBenchTable(rows))
  if (!rows.every(withinBound)) process.exitCode = 1
}
