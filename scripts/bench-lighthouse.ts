/**
 * `npm run bench:lighthouse` (a benchmark, not a test): Lighthouse, simulated mobile, on every page a
 * customer can land on (each route of spec section 2 in the scenario that fills it, see
 * scripts/lighthouse/pages.ts), against the production build served by `vite preview` with the
 * standalone mock services, interleaved with a minimal React page (one screen with the app's libraries
 * in one bundle) built in the same run. Bounds (docs/performance.md), medians: LCP at most 2,500 ms on every
 * page (Core Web Vitals "good"; its ratio to the minimal page's is reported beside it) and the prerendered login
 * page's at most 0.8 × the minimal page's; TBT at most 1.5 × the minimal page's or 50 ms over it; CLS at most
 * 0.05. And the first download of the login page and account home (every script until the network settles,
 * gzip level 9) at most 1.25 × the framework floor, the minimal page's first download.
 *
 *   npm run bench:lighthouse                         every page, three runs each
 *   npm run bench:lighthouse -- --runs 1 --pages order   a quick look at the pages whose name has "order"
 *   npm run bench:lighthouse -- --baseline ../before  also another checkout (built there with
 *                                                    `npm run -s bench:lighthouse:build`), every page
 *                                                    and download side by side in the same run
 *   npm run bench:lighthouse -- --skip-build         measure the builds already in dist-lighthouse
 *   npm run bench:lighthouse -- --progress <file>    the per-page figures so far, after each scenario
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer-core'
import type { Browser as PlaywrightBrowser } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumExecutable } from './chromium.mjs'
import { standaloneServiceEnv } from './standalone-services.mjs'
import { median, renderBenchTable, withinBound, type BenchOptions, type BenchRow } from './bench-table'
import { benchPages, type BenchPage } from './lighthouse/pages'
import { launchDownloadBrowser, measureFirstDownload, type FirstDownload } from './lighthouse/first-download'
import { browserCookies, cookieHeader, sessionCookieOf, type SessionCookie } from './lighthouse/session-cookies'
import { scenarios } from '../scenarios/registry'

export type LighthouseBenchOptions = BenchOptions & {
  /** Only the pages whose name contains this (or one of these, comma-separated). */
  pages?: string
  /** Measure the builds already there (this checkout's and the baseline's dist-lighthouse). */
  skipBuild?: boolean
  /** Where to write the per-page figures as soon as each scenario is done (for a reader waiting on them). */
  progressFile?: string
}

// Three, so a page's figure is its middle run: of two, the median is their mean, and TBT, which reads 2–4 × apart
// between runs of the same build here, then went over its bound on one bad run.
export const defaultRuns = 3
const bounds = { lcpMs: 2500, loginLcpRatio: 0.8, tbtRatio: 1.5, tbtOverMs: 50, cls: 0.05, firstDownloadRatio: 1.25 }
const ports = { app: 4410, baseline: 4411, services: 9191, control: 9190 }
const services = `http://localhost:${ports.services}`
const control = `http://localhost:${ports.control}`
const base = '/dpl/av/'
const outDir = 'dist-lighthouse'
const checkout = fileURLToPath(new URL('..', import.meta.url))
/** The pages whose first download is measured (spec item names), and their name in the table. */
const firstDownloadPages: Record<string, string> = { login: 'login', home: 'account home' }
const notFoundHeading = 'Diese Seite gibt es leider nicht'
/** scripts/lighthouse-minimal/index.html's title: the check that the minimal page, not the app's fallback, was measured. */
const minimalTitle = 'Minimal | Lighthouse-Vergleich'

/** Only the audits the bench reads: a run takes less time. */
const measuredAudits = [
  'largest-contentful-paint',
  'first-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'lcp-breakdown-insight',
  'mainthread-work-breakdown',
  'layout-shifts',
]

type Target = { key: 'after' | 'before'; origin: string; buildDir: string }
type Metrics = { lcp: number; fcp: number; tbt: number; cls: number }
type Landing = { path: string; title: string; h1: string; error: string }
type Run = {
  metrics: Metrics
  url: string
  landing: Landing
  lcpElement: string
  mainThread: string
  layoutShifts: string
}
type PageResult = { page: BenchPage; runs: Record<Target['key'], Run[]>; failures: string[] }

/** The servers this run started: stopped on Ctrl-C too, so none is left holding its port. */
const startedServers = new Set<ChildProcess>()
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    for (const child of startedServers) if (child.pid) process.kill(-child.pid, 'SIGTERM')
    process.exit(130)
  })

function startProcess(command: string, { cwd = checkout, env = {} as Record<string, string> } = {}): ChildProcess {
  const child = spawn(command, {
    cwd,
    shell: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  })
  child.stdout?.resume()
  startedServers.add(child)
  child.once('exit', () => startedServers.delete(child))
  return child
}

async function stopProcess(child: ChildProcess | undefined) {
  if (!child?.pid || child.exitCode !== null) return
  const exited = new Promise((resolvePromise) => child.once('exit', resolvePromise))
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    return // already gone
  }
  await exited
}

async function waitFor(url: string, timeoutMs = 60_000) {
  const start = Date.now()
  while (Date.now() - start < timeoutMs) {
    try {
      const response = await fetch(url)
      if (response.status < 500) return
    } catch {
      // not up yet
    }
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 250))
  }
  throw new Error(`${url} did not come up`)
}

/** Whether something answers on the port (a server left over from an earlier run would be measured instead). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const socket = connect({ port, host: '127.0.0.1' })
    socket.once('connect', () => {
      socket.destroy()
      resolvePromise(true)
    })
    socket.once('error', () => resolvePromise(false))
  })
}

async function waitUntilFree(port: number, timeoutMs = 30_000) {
  const start = Date.now()
  while (await portInUse(port)) {
    if (Date.now() - start > timeoutMs) throw new Error(`Port ${port} is still in use`)
    await new Promise((resolvePromise) => setTimeout(resolvePromise, 100))
  }
}

const serviceHeaders = (origin: string) => ({
  'content-type': 'application/json',
  'x-recaptcha-token': 'mock-recaptcha-token',
  'x-locale': 'de',
  origin,
})

/** Signs the scenario's customer in against the mock services; the session cookies it was given. */
async function signIn(scenarioId: string, origin: string): Promise<SessionCookie[]> {
  const user = scenarios.find((scenario) => scenario.id === scenarioId)?.users[0]
  if (!user?.password) throw new Error(`Scenario ${scenarioId} has no customer with a password to sign in`)
  const response = await fetch(`${services}/api/customer/user/login`, {
    method: 'POST',
    headers: serviceHeaders(origin),
    body: JSON.stringify({ username: user.username, password: user.password, stayLoggedIn: false }),
  })
  if (!response.ok) throw new Error(`Sign-in as ${user.username} (${scenarioId}) failed: HTTP ${response.status}`)
  return response.headers.getSetCookie().map(sessionCookieOf)
}

type OutboxMail = { link?: string; subject: string }
const outbox = async (): Promise<OutboxMail[]> => (await fetch(`${control}/outbox`)).json() as Promise<OutboxMail[]>
const reseed = async () => {
  const response = await fetch(`${control}/reseed`, { method: 'POST' })
  if (!response.ok) throw new Error(`Re-seeding failed: ${await response.text()}`)
}
const pathnameOf = (path: string) => path.split('?')[0] ?? ''

/**
 * The link a page is opened with: a page whose path is a link of the scenario's outbox is opened from
 * that mail (the spec map names the link; the outbox is checked to hold it); the others by their path.
 */
function linkFromOutbox(page: BenchPage, mails: OutboxMail[]): string | undefined {
  const links = mails.flatMap((mail) => (mail.link ? [mail.link] : []))
  if (links.includes(page.path)) return page.path
  if (links.some((link) => pathnameOf(link) === pathnameOf(page.path)))
    throw new Error(`${page.name}: the outbox of ${page.scenario} has no mail with the link ${page.path}`)
  return undefined
}

/** Gets the page ready to be opened: its URL (after any action that mails it) and the browser's cookies. */
async function prepare(
  page: BenchPage,
  target: Target,
  session: { cookies?: SessionCookie[]; changed?: boolean },
  mailed: boolean,
): Promise<{ url: string; cookies?: SessionCookie[] }> {
  // A mailed link may work once, and what it does (a new email address, a signed-in session) changes the
  // data: such a page gets the scenario afresh, and so does the page after it.
  if (mailed || page.mail || session.changed) {
    await reseed()
    session.cookies = undefined
  }
  session.changed = mailed || Boolean(page.mail)
  if (page.signedIn && !session.cookies) session.cookies = await signIn(page.scenario, target.origin)
  const cookies = page.signedIn ? session.cookies : undefined
  const cookie = cookies && cookieHeader(cookies)
  if (!page.mail) return { url: `${target.origin}${base}${page.path.replace(/^\//, '')}`, cookies }
  const { call, linkPath } = page.mail
  const response = await fetch(`${services}/api/${call.service}${call.path}`, {
    method: 'POST',
    headers: { ...serviceHeaders(target.origin), ...call.headers, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(call.body),
  })
  if (!response.ok) throw new Error(`${page.name}: ${page.mail.action} failed: HTTP ${response.status}`)
  const link = (await outbox()).findLast((mail) => mail.link && pathnameOf(mail.link) === linkPath)?.link
  if (!link) throw new Error(`${page.name}: ${page.mail.action} mailed no link to ${linkPath}`)
  return { url: `${target.origin}${base}${link.replace(/^\//, '')}`, cookies }
}

/** Where the page should be once loaded; a string naming what is wrong, or undefined when it is right. */
function wrongLanding(page: BenchPage, landing: Landing): string | undefined {
  const path = page.mail ? (page.mail.landsOn ?? page.mail.linkPath) : pathnameOf(page.path)
  const expected = `${base}${path.replace(/^\//, '')}`.replace(/\/$/, '')
  const at = landing.path.replace(/\/$/, '')
  if (at !== expected) return `ended on ${landing.path} (${landing.h1 || landing.title}), not ${expected}`
  if (!landing.h1) return `ended without a heading (title "${landing.title}")`
  if (!page.notFound && landing.h1 === notFoundHeading) return 'ended on page-not-found'
  if (page.notFound && landing.h1 !== notFoundHeading) return `shows "${landing.h1}", not page-not-found`
  if (landing.error) return `shows an error: ${landing.error}`
  return undefined
}

/** The page a route only redirects to (another measured page's path), if it does. */
function redirectTarget(page: BenchPage, landing: Landing, pages: BenchPage[]): string | undefined {
  const pathOf = (other: BenchPage) => `${base}${pathnameOf(other.path).replace(/^\//, '')}`.replace(/\/$/, '')
  const at = landing.path.replace(/\/$/, '')
  if (page.mail || at === pathOf(page)) return undefined
  return pages.find((other) => other !== page && !other.notFound && pathOf(other) === at)?.name
}

/** One Lighthouse run in a fresh tab; a run whose trace broke (Lighthouse says to run it again) is run again. */
async function measure(browser: PuppeteerBrowser, url: string, cookies?: SessionCookie[], attempt = 1): Promise<Run> {
  const tab = await browser.newPage()
  try {
    // Cookies a page set in an earlier run (the services' host is localhost on every port) would be sent
    // beside the signed-in cookies, naming a session of an earlier seed: only this run's cookies count.
    // They are the browser's, as a signed-in customer's are (the page reads the customer number's), and
    // go where the browser sends them, not with every request.
    const devtools = await tab.createCDPSession()
    await devtools.send('Network.clearBrowserCookies')
    if (cookies) await devtools.send('Network.setCookies', { cookies: browserCookies(cookies, services) })
    await devtools.detach()
    const result = await lighthouse(
      url,
      {
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        onlyAudits: measuredAudits,
        // Half the default waits: every request is local and unthrottled, so the page is quiet long before.
        pauseAfterFcpMs: 500,
        pauseAfterLoadMs: 500,
        networkQuietThresholdMs: 500,
        cpuQuietThresholdMs: 500,
        skipAboutBlank: true,
      },
      undefined,
      tab,
    )
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
    // What the tab shows once Lighthouse is done: the check that the run measured the intended page.
    const landing = await tab.evaluate(() => ({
      path: location.pathname,
      title: document.title,
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      error: [...document.querySelectorAll('.alert--error')]
        .map((alert) => alert.textContent?.trim())
        .join(' ')
        .slice(0, 160),
    }))
    return {
      metrics: {
        lcp: audit('largest-contentful-paint'),
        fcp: audit('first-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      },
      url,
      landing,
      lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
      mainThread: mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details),
      layoutShifts: layoutShiftsOf(lhr.audits['layout-shifts']?.details),
    }
  } catch (error) {
    if (attempt >= 3) throw error
    console.log(`  (again: ${error instanceof Error ? error.message : String(error)})`)
    return measure(browser, url, cookies, attempt + 1)
  } finally {
    await tab.close()
  }
}

type Details = unknown

/** The rows of an audit's details, typed as the caller reads them. */
const itemsOf = <Row>(details: Details): Row[] => ((details as { items?: Row[] } | undefined)?.items ?? []) as Row[]

/** The LCP element's HTML start and where its time went (Lighthouse 13's LCP breakdown insight). */
function lcpElementOf(details: Details): string {
  const parts = itemsOf<{ type?: string; snippet?: string; items?: { label?: string; duration?: number }[] }>(details)
  const snippet = parts.find((part) => part.type === 'node')?.snippet ?? '?'
  const subparts = parts
    .flatMap((part) => part.items ?? [])
    .map((row) => `${row.label} ${Math.round(row.duration ?? 0)} ms`)
    .join(', ')
  return `${snippet.slice(0, 90)}${subparts ? ` (${subparts})` : ''}`
}

/** What moved, where a run shifted the layout: each shift's element and its score. */
function layoutShiftsOf(details: Details): string {
  const rows = itemsOf<{ node?: { snippet?: string }; score?: number }>(details)
  return rows.map((row) => `${(row.node?.snippet ?? '?').slice(0, 90)} ${(row.score ?? 0).toFixed(3)}`).join('; ')
}

/** Main-thread time by kind (script evaluation, style and layout, ...), the three largest. */
function mainThreadOf(details: Details): string {
  const rows = itemsOf<{ groupLabel?: string; duration?: number }>(details)
  return [...rows]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 3)
    .map((row) => `${row.groupLabel} ${Math.round(row.duration ?? 0)} ms`)
    .join(', ')
}

const medianOf = (runs: Run[], key: keyof Metrics) => median(runs.map((run) => run.metrics[key]))

/** This checkout's app and the minimal page into dist-lighthouse; the baseline's app into its own. */
async function buildAll(baseline: string | undefined): Promise<{ after: string; before?: string }> {
  const after = join(checkout, outDir)
  // A baseline given as a built folder (the older form of --baseline) is measured as it is.
  const before = baseline
    ? !existsSync(join(baseline, 'package.json'))
      ? resolve(baseline)
      : join(resolve(baseline), outDir)
    : undefined
  console.log('Building the production bundle and the minimal page …')
  execSync(`npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn`, {
    cwd: checkout,
    stdio: 'inherit',
    env: { ...process.env, ...standaloneServiceEnv(services) },
  })
  await buildMinimal(after)
  if (baseline && before?.endsWith(outDir)) {
    console.log(`Building the baseline's production bundle in ${baseline} …`)
    // Its own script builds against the same services (port 9191) under the same base.
    execSync('npm run -s bench:lighthouse:build', { cwd: resolve(baseline), stdio: 'inherit' })
  }
  return { after, before }
}

/** The minimal page into the app's build folder (served by the same preview, under base/minimal/). */
async function buildMinimal(after: string) {
  await build({
    configFile: false,
    root: join(checkout, 'scripts/lighthouse-minimal'),
    base: `${base}minimal/`,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(after, 'minimal'), emptyOutDir: true },
  })
}

/** Pages grouped by the mock services they need: one scenario with one set of flags. */
function groupsOf(pages: BenchPage[]): { scenario: string; flags: string[]; pages: BenchPage[] }[] {
  const groups = new Map<string, { scenario: string; flags: string[]; pages: BenchPage[] }>()
  for (const page of pages) {
    const key = `${page.scenario} ${page.flags.join(',')}`
    const group = groups.get(key) ?? { scenario: page.scenario, flags: page.flags, pages: [] }
    group.pages.push(page)
    groups.set(key, group)
  }
  return [...groups.values()]
}

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–')

function progressTable(results: PageResult[], minimal: Run[]): string {
  const minimalLcp = medianOf(minimal, 'lcp')
  const minimalTbt = medianOf(minimal, 'tbt')
  const withBefore = results.some((result) => result.runs.before.length)
  // "after" alone, or "before → after" when a baseline is measured.
  const cell = (result: PageResult, metric: keyof Metrics, format: (value: number) => string) =>
    (withBefore ? [result.runs.before, result.runs.after] : [result.runs.after])
      .map((runs) => format(medianOf(runs, metric)))
      .join(' → ')
  const lines = [
    `Lighthouse so far (medians; minimal page LCP ${fixed(minimalLcp)} ms, TBT ${fixed(minimalTbt)} ms over ${minimal.length} runs)${withBefore ? ', before → after' : ''}`,
    '',
    '| page | scenario | LCP ms | LCP ÷ minimal | TBT ms | TBT ÷ minimal | CLS | landing |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
  ]
  for (const result of results)
    lines.push(
      `| ${result.page.name} | ${result.page.scenario} | ${cell(result, 'lcp', (value) => fixed(value))} | ${cell(result, 'lcp', (value) => fixed(value / minimalLcp, 2))} | ${cell(result, 'tbt', (value) => fixed(value))} | ${cell(result, 'tbt', (value) => fixed(value / minimalTbt, 2))} | ${cell(result, 'cls', (value) => fixed(value, 3))} | ${result.failures.length ? `✗ ${result.failures[0]}` : (result.runs.after[0]?.landing.h1 ?? '')} |`,
    )
  return lines.join('\n')
}

export async function run(options: LighthouseBenchOptions = {}): Promise<BenchRow[]> {
  const runs = Math.max(1, options.runs ?? defaultRuns)
  const usersOf = Object.fromEntries(scenarios.map((scenario) => [scenario.id, scenario.users[0]]))
  const { pages: allPages, skipped } = benchPages(usersOf)
  const wanted = options.pages?.split(',').filter(Boolean) ?? []
  const pages = allPages.filter((page) => !wanted.length || wanted.some((part) => page.name.includes(part)))
  if (pages.length === 0) throw new Error(`No page's name contains "${options.pages}"`)
  for (const { name, reason } of skipped) console.log(`Not measured: ${name}: ${reason}`)

  if (options.skipBuild && !existsSync(join(checkout, outDir, 'minimal/index.html')))
    await buildMinimal(join(checkout, outDir))
  const builds = options.skipBuild
    ? {
        after: join(checkout, outDir),
        before: options.baseline ? join(resolve(options.baseline), outDir) : undefined,
      }
    : await buildAll(options.baseline)
  const targets: Target[] = [
    { key: 'after', origin: `http://localhost:${ports.app}`, buildDir: builds.after },
    ...(builds.before
      ? [{ key: 'before' as const, origin: `http://localhost:${ports.baseline}`, buildDir: builds.before }]
      : []),
  ]
  const [afterTarget] = targets as [Target]
  for (const port of Object.values(ports))
    if (await portInUse(port)) throw new Error(`Port ${port} is in use: stop what listens there first`)
  const serviceEnv = standaloneServiceEnv(services) as Record<string, string>
  const previews = targets.map((target) =>
    // Each build is served by its own checkout's preview (its own headers), the baseline's from its port.
    startProcess(
      `npx vite preview --mode production --outDir ${target.buildDir} --port ${new URL(target.origin).port} --strictPort`,
      { cwd: target.key === 'before' && options.baseline ? resolve(options.baseline) : checkout, env: serviceEnv },
    ),
  )
  let chrome: chromeLauncher.LaunchedChrome | undefined
  let browser: PuppeteerBrowser | undefined
  let downloadBrowser: PlaywrightBrowser | undefined
  let mockServices: ChildProcess | undefined
  const results: PageResult[] = pages.map((page) => ({ page, runs: { after: [], before: [] }, failures: [] }))
  const minimal: Run[] = []
  const downloads: Record<string, Partial<Record<Target['key'], FirstDownload>>> = {}
  const started = Date.now()
  try {
    for (const target of targets) await waitFor(`${target.origin}${base}`)
    chrome = await chromeLauncher.launch({
      chromePath: await chromiumExecutable(),
      chromeFlags: ['--headless', ...chromiumArgs],
      envVars: chromiumEnv,
    })
    browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
    downloadBrowser = await launchDownloadBrowser()
    downloads.minimal = {
      after: await measureFirstDownload(downloadBrowser, {
        url: `${afterTarget.origin}${base}minimal/`,
        origin: afterTarget.origin,
        base,
        buildDir: afterTarget.buildDir,
      }),
    }

    for (const group of groupsOf(pages)) {
      const flags = group.flags.length ? ` --flags ${group.flags.join(',')}` : ''
      console.log(`\nScenario ${group.scenario}${flags}: ${group.pages.map((page) => page.name).join(', ')}`)
      mockServices = startProcess(
        `npx tsx scripts/lighthouse/mock-services.ts --control ${ports.control} --scenario ${group.scenario} --port ${ports.services} --origin ${targets.map((target) => target.origin).join(',')}${flags}`,
      )
      await waitFor(`${services}/api/customer/user/login-state`)
      await waitFor(`${control}/outbox`)
      const mails = await outbox()
      const mailed = new Set(group.pages.filter((page) => linkFromOutbox(page, mails)).map((page) => page.name))
      // One session for both builds: a re-seed ends it for both.
      const session: { cookies?: SessionCookie[]; changed?: boolean } = {}
      for (let round = 1; round <= runs; round += 1) {
        const minimalRun = await measure(browser, `${afterTarget.origin}${base}minimal/`)
        if (minimalRun.landing.title !== minimalTitle)
          throw new Error(`The minimal page's run ended on "${minimalRun.landing.title}" (${minimalRun.landing.path})`)
        minimal.push(minimalRun)
        console.log(`  run ${round}/${runs} minimal page   LCP ${fixed(minimalRun.metrics.lcp).padStart(5)} ms`)
        for (const page of [...group.pages]) {
          const result = results.find((entry) => entry.page === page) as PageResult
          // Before and after take turns going first, so neither always follows the other's load.
          const order = round % 2 ? targets : [...targets].reverse()
          for (const target of order) {
            try {
              const { url, cookies } = await prepare(page, target, session, mailed.has(page.name))
              const measured = await measure(browser, url, cookies)
              const redirectsTo = redirectTarget(page, measured.landing, allPages)
              if (redirectsTo) {
                // A route that only sends on to another page: that page is measured under its own name.
                skipped.push({ name: page.name, reason: `redirects to ${redirectsTo}` })
                results.splice(results.indexOf(result), 1)
                group.pages.splice(group.pages.indexOf(page), 1)
                console.log(`  ${page.name}: redirects to ${redirectsTo}, not measured`)
                break
              }
              const wrong = wrongLanding(page, measured.landing)
              if (wrong) result.failures.push(`${target.key}: ${wrong}`)
              else result.runs[target.key].push(measured)
              console.log(
                `  run ${round}/${runs} ${page.name.padEnd(30)} ${target.key.padEnd(6)} LCP ${fixed(measured.metrics.lcp).padStart(5)} ms  TBT ${fixed(measured.metrics.tbt).padStart(4)} ms  ${wrong ? `✗ ${wrong}` : `→ ${measured.landing.h1}`}`,
              )
            } catch (error) {
              const message = error instanceof Error ? error.message : String(error)
              result.failures.push(`${target.key}: ${message}`)
              console.log(`  run ${round}/${runs} ${page.name.padEnd(30)} ${target.key.padEnd(6)} ✗ ${message}`)
            }
          }
        }
      }
      // The first download, of the pages that have one, while their scenario's services run.
      for (const page of group.pages.filter((entry) => entry.name in firstDownloadPages)) {
        for (const target of targets) {
          const { url, cookies } = await prepare(page, target, session, mailed.has(page.name))
          const download = await measureFirstDownload(downloadBrowser, {
            url,
            origin: target.origin,
            base,
            buildDir: target.buildDir,
            cookies: cookies && browserCookies(cookies, services),
          })
          const landedOn = new URL(download.finalUrl).pathname.replace(/\/$/, '')
          if (landedOn !== new URL(url).pathname.replace(/\/$/, ''))
            throw new Error(`First download of ${page.name} (${target.key}) ended on ${download.finalUrl}, not ${url}`)
          downloads[page.name] = { ...downloads[page.name], [target.key]: download }
        }
      }
      await stopProcess(mockServices)
      mockServices = undefined
      await waitUntilFree(ports.services)
      await waitUntilFree(ports.control)
      if (options.progressFile)
        writeFileSync(
          options.progressFile,
          `${progressTable(
            results.filter((result) => result.runs.after.length || result.failures.length),
            minimal,
          )}\n\n(${Math.round((Date.now() - started) / 60_000)} min so far, ${new Date().toISOString()})\n`,
        )
    }
  } finally {
    await browser?.disconnect()
    await chrome?.kill()
    await downloadBrowser?.close()
    await stopProcess(mockServices)
    for (const preview of previews) await stopProcess(preview)
  }

  const rows = rowsOf(results, minimal, downloads, targets.length > 1)
  printDetails(results, minimal, downloads)
  mkdirSync('test-results/lighthouse', { recursive: true })
  writeFileSync(
    'test-results/lighthouse/summary.json',
    JSON.stringify(
      {
        runs,
        minutes: (Date.now() - started) / 60_000,
        skipped,
        minimal,
        pages: results.map(({ page, runs: pageRuns, failures }) => ({ ...page, failures, runs: pageRuns })),
        firstDownload: downloads,
        rows,
      },
      null,
      2,
    ),
  )
  console.log('\nDetails: test-results/lighthouse/summary.json')
  return rows
}

function rowsOf(
  results: PageResult[],
  minimal: Run[],
  downloads: Record<string, Partial<Record<Target['key'], FirstDownload>>>,
  withBaseline: boolean,
): BenchRow[] {
  const minimalLcp = medianOf(minimal, 'lcp')
  const minimalTbt = medianOf(minimal, 'tbt')
  const rows: BenchRow[] = [
    { group: 'Lighthouse', figure: 'minimal page: LCP', unit: 'ms', after: minimalLcp, note: `${minimal.length} runs` },
    { group: 'Lighthouse', figure: 'minimal page: TBT', unit: 'ms', after: minimalTbt },
  ]
  const before = (value: number) => (withBaseline ? value : undefined)
  for (const { page, runs, failures } of results) {
    const failed = failures.length ? `✗ wrong landing or failure: ${failures[0]}` : ''
    // A page with a failed run has no figure: a wrong landing is the bench's failure, not the page's time.
    const ofRuns = (key: Target['key'], metric: keyof Metrics) =>
      failures.some((failure) => failure.startsWith(`${key}:`)) ? Number.NaN : medianOf(runs[key], metric)
    const figures = (metric: keyof Metrics) => ({ after: ofRuns('after', metric), before: ofRuns('before', metric) })
    const lcp = figures('lcp')
    const tbt = figures('tbt')
    const cls = figures('cls')
    const ms = (value: number) => `${fixed(value)} ms`
    const ratio = (value: number) => `${fixed(value / minimalLcp, 2)} ×`
    rows.push(
      {
        group: 'Lighthouse',
        figure: `${page.name}: LCP`,
        unit: 'ms',
        after: lcp.after,
        before: before(lcp.before),
        bound: bounds.lcpMs,
        // The ratio to the minimal page: a figure to watch, not a bound.
        note:
          failed ||
          `${withBaseline ? `${ratio(lcp.before)} → ` : ''}${ratio(lcp.after)} the minimal page's (${page.scenario})`,
      },
      ...(page.name === 'login'
        ? [
            {
              group: 'Lighthouse',
              figure: 'login (prerendered): LCP ÷ minimal page',
              unit: '×' as const,
              after: lcp.after / minimalLcp,
              before: before(lcp.before / minimalLcp),
              bound: bounds.loginLcpRatio,
            },
          ]
        : []),
      {
        group: 'Lighthouse',
        figure: `${page.name}: TBT ÷ minimal page`,
        unit: '×',
        after: tbt.after / minimalTbt,
        before: before(tbt.before / minimalTbt),
        // 1.5 × the minimal page's, or 50 ms over it where that is more (a minimal page of a few ms).
        bound: Math.max(bounds.tbtRatio, (minimalTbt + bounds.tbtOverMs) / minimalTbt),
        note: failed || `TBT ${withBaseline ? `${ms(tbt.before)} → ` : ''}${ms(tbt.after)}`,
      },
      {
        group: 'Lighthouse',
        figure: `${page.name}: CLS`,
        unit: 'score',
        after: cls.after,
        before: before(cls.before),
        bound: bounds.cls,
        ...(failed ? { note: failed } : {}),
      },
    )
  }
  const floor = downloads.minimal?.after?.gzipKib ?? Number.NaN
  rows.push({
    group: 'First download',
    figure: 'framework floor (minimal page), scripts gzip -9',
    unit: 'KiB',
    after: floor,
    note: `${downloads.minimal?.after?.scripts.length ?? 0} scripts`,
  })
  for (const [name, label] of Object.entries(firstDownloadPages)) {
    const download = downloads[name]
    if (!download) continue
    const kib = (key: Target['key']) => download[key]?.gzipKib ?? Number.NaN
    const count = (key: Target['key']) => download[key]?.scripts.filter((script) => script.counted).length ?? 0
    rows.push(
      {
        group: 'First download',
        figure: `${label}: scripts gzip -9`,
        unit: 'KiB',
        after: kib('after'),
        before: before(kib('before')),
        note: `${withBaseline ? `${count('before')} → ` : ''}${count('after')} scripts`,
      },
      {
        group: 'First download',
        figure: `${label} ÷ framework floor`,
        unit: '×',
        after: kib('after') / floor,
        before: before(kib('before') / floor),
        bound: bounds.firstDownloadRatio,
      },
    )
  }
  return rows
}

function printDetails(
  results: PageResult[],
  minimal: Run[],
  downloads: Record<string, Partial<Record<Target['key'], FirstDownload>>>,
) {
  console.log('\nLCP element and main-thread work (this checkout, the run with the median LCP):')
  const medianRun = (runs: Run[]) =>
    [...runs].sort((a, b) => a.metrics.lcp - b.metrics.lcp)[Math.floor(runs.length / 2)]
  for (const { page, runs } of [{ page: { name: 'minimal page' }, runs: { after: minimal } }, ...results]) {
    const run = medianRun(runs.after)
    if (run) console.log(`  ${page.name.padEnd(30)} ${run.lcpElement}\n  ${''.padEnd(30)} ${run.mainThread}`)
    // Every run that shifted the layout, not only the median one: a shift may come in some runs only.
    for (const shifted of runs.after.filter((each) => each.layoutShifts))
      console.log(`  ${''.padEnd(30)} layout shift: ${shifted.layoutShifts}`)
  }
  const failed = results.filter((result) => result.failures.length)
  if (failed.length) {
    console.log('\n✗ Runs that did not measure the intended page (the bench failed there, no figure):')
    for (const { page, failures } of failed) for (const failure of failures) console.log(`  ${page.name}: ${failure}`)
  }
  console.log('\nFirst download: the scripts fetched until the network settled (gzip -9 KiB of the built file):')
  for (const [name, byTarget] of Object.entries(downloads))
    for (const [key, download] of Object.entries(byTarget)) {
      console.log(`  ${name} (${key}): ${fixed(download.gzipKib, 1)} KiB in ${download.scripts.length} scripts`)
      for (const script of [...download.scripts].sort((a, b) => (b.gzipKib || 0) - (a.gzipKib || 0)))
        console.log(
          `    ${script.counted ? fixed(script.gzipKib, 1).padStart(6) : '  (not counted)'} ${script.counted ? '' : ' '}${script.file}`,
        )
    }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: String(defaultRuns) },
      baseline: { type: 'string' },
      pages: { type: 'string' },
      'skip-build': { type: 'boolean' },
      'build-only': { type: 'boolean' },
      progress: { type: 'string' },
    },
  })
  if (values['build-only']) {
    // What a newer checkout's bench runs here when it measures this one as its baseline.
    await buildAll(undefined)
    console.log(`Built ${outDir}: measure it as a baseline with --baseline <this checkout>`)
  } else {
    const rows = await run({
      runs: Number(values.runs),
      baseline: values.baseline,
      pages: values.pages,
      skipBuild: values['skip-build'],
      progressFile: values.progress,
    })
    console.log(`\n${renderBenchTable(rows)}`)
    if (!rows.every(withinBound)) process.exitCode = 1
  }
}
