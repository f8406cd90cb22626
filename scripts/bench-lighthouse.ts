/**
 * `npm run bench:lighthouse` (a benchmark, not a test): Lighthouse, simulated mobile, against the
 * production build served by `vite preview` with the standalone mock server as its services, median
 * of five runs for the login page and account home, beside a minimal React page (one screen with the
 * app's libraries in one bundle) built in the same run. Budgets (docs/performance.md): login LCP at most 1.05 times
 * the minimal page's, account home's at most 1.25 times, TBT at most 50 ms, CLS at most 0.05.
 *
 *   npm run bench:lighthouse             five runs per page
 *   npm run bench:lighthouse -- --runs 1  a quick look
 *   npm run bench:lighthouse -- --baseline ../other/dist-lighthouse
 *                                        also measures another checkout's production build (built there
 *                                        with `npm run -s bench:lighthouse:build`), side by side in the
 *                                        same run: before and after of a change
 */
import { spawn, execSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import react from '@vitejs/plugin-react'
import lighthouse from 'lighthouse'
import * as chromeLauncher from 'chrome-launcher'
// @ts-expect-error -- plain ESM helpers shared with the test scripts
import { chromiumArgs, findChromium } from './find-chromium.mjs'
import { standaloneServiceEnv } from './standalone-services.mjs'

const { values: options } = parseArgs({
  options: { runs: { type: 'string', default: '5' }, baseline: { type: 'string' }, 'build-only': { type: 'boolean' } },
})
const runs = Math.max(1, Number(options.runs))
const appPort = 4410
const baselinePort = 4411
const servicesPort = 9191
const app = `http://localhost:${appPort}`
const services = `http://localhost:${servicesPort}`
const outDir = 'dist-lighthouse'
const base = '/dpl/av/'
const budgets = { loginLcpRatio: 1.05, homeLcpRatio: 1.25, tbtMs: 50, cls: 0.05 }
const credentials = { username: 'anna.schmidt@example.de', password: 'Sommer2026!' }

type Metrics = {
  lcp: number
  fcp: number
  tbt: number
  cls: number
  bytes: number
  scriptBytes: number
  scripts: number
}
type Run = {
  metrics: Metrics
  finalUrl: string
  waterfall: WaterfallRow[]
  lcpElement: string
  mainThread: string
  /** Every request of the page (Lighthouse's observed times) and the observed LCP, for summary.json. */
  requests: { url: string; startMs: number; endMs: number; kib: number }[]
  observedLcpMs: number
}
type WaterfallRow = { url: string; wave: number; startMs: number; endMs: number; kib: number }

function startProcess(command: string, env: Record<string, string> = {}): ChildProcess {
  const child = spawn(command, {
    shell: true,
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, ...env },
  })
  child.stdout?.resume()
  return child
}

function stopProcess(child: ChildProcess) {
  if (child.pid) {
    try {
      process.kill(-child.pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
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
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not come up`)
}

/** Signs in against the mock services and returns the session cookies for Lighthouse's requests. */
async function signIn(): Promise<string> {
  const response = await fetch(`${services}/api/customer/user/login`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-recaptcha-token': 'mock-recaptcha-token',
      'x-locale': 'de',
      origin: app,
    },
    body: JSON.stringify({ ...credentials, stayLoggedIn: false }),
  })
  if (!response.ok) throw new Error(`Sign-in for account home failed: HTTP ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ')
}

type DevtoolsEvent = { method: string; params: Record<string, unknown> }

/**
 * The app's script requests with their wave: a wave is what the browser asked for before any request
 * of the previous wave had come back (the HTML's scripts and preloads are wave 1; a chunk that is only
 * known once a script has run starts a new wave).
 */
function waterfallOf(devtoolsLog: DevtoolsEvent[], documentUrl: string): WaterfallRow[] {
  const started = new Map<string, { url: string; start: number }>()
  const finished = new Map<string, { end: number; bytes: number }>()
  for (const { method, params } of devtoolsLog) {
    const id = params.requestId as string
    if (method === 'Network.requestWillBeSent' && !started.has(id))
      started.set(id, { url: (params.request as { url: string }).url, start: params.timestamp as number })
    else if (method === 'Network.loadingFinished')
      finished.set(id, { end: params.timestamp as number, bytes: params.encodedDataLength as number })
  }
  const requests = [...started.entries()].sort((a, b) => a[1].start - b[1].start)
  const documentStart =
    requests.find(([, request]) => request.url === documentUrl)?.[1].start ?? requests[0]?.[1].start ?? 0
  const rows: WaterfallRow[] = []
  let wave = 0
  let waveFirstEnd = Number.NEGATIVE_INFINITY
  for (const [id, request] of requests) {
    if (!request.url.startsWith(app) || !request.url.endsWith('.js')) continue
    const end = finished.get(id)?.end ?? request.start
    if (request.start > waveFirstEnd) {
      wave += 1
      waveFirstEnd = end
    } else waveFirstEnd = Math.min(waveFirstEnd, end)
    rows.push({
      url: request.url.replace(`${app}${base}`, ''),
      wave,
      startMs: (request.start - documentStart) * 1000,
      endMs: (end - documentStart) * 1000,
      kib: (finished.get(id)?.bytes ?? 0) / 1024,
    })
  }
  return rows
}

/** One Lighthouse run; a run whose trace broke (Lighthouse says to run it again) is run again, up to twice. */
async function measure(port: number, url: string, cookie?: string, attempt = 1): Promise<Run> {
  try {
    return await measureOnce(port, url, cookie)
  } catch (error) {
    if (attempt >= 3) throw error
    console.log(`  (again: ${error instanceof Error ? error.message : String(error)})`)
    return measure(port, url, cookie, attempt + 1)
  }
}

async function measureOnce(port: number, url: string, cookie?: string): Promise<Run> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr, artifacts } = result
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`)
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
  const requests = ((
    lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
  )?.items ?? []) as { resourceType?: string; transferSize?: number }[]
  const scripts = requests.filter((request) => request.resourceType === 'Script')
  return {
    metrics: {
      lcp: audit('largest-contentful-paint'),
      fcp: audit('first-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      bytes: audit('total-byte-weight') / 1024,
      scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0) / 1024,
      scripts: scripts.length,
    },
    finalUrl: lhr.finalDisplayedUrl,
    lcpElement: lcpElementOf(lhr.audits['lcp-breakdown-insight']?.details),
    mainThread: mainThreadOf(lhr.audits['mainthread-work-breakdown']?.details),
    requests: (
      (lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] } | undefined)?.items ?? []
    ).map((item) => ({
      url: String(item.url).replace(`${app}${base}`, ''),
      startMs: Math.round(Number(item.networkRequestTime)),
      endMs: Math.round(Number(item.networkEndTime)),
      kib: Math.round(Number(item.transferSize) / 102.4) / 10,
    })),
    observedLcpMs: Number(
      ((lhr.audits.metrics?.details as { items?: Record<string, unknown>[] } | undefined)?.items?.[0] ?? {})
        .observedLargestContentfulPaint,
    ),
    waterfall: waterfallOf(
      ((artifacts as unknown as { DevtoolsLog?: DevtoolsEvent[] }).DevtoolsLog ?? []) as DevtoolsEvent[],
      lhr.mainDocumentUrl ?? url,
    ),
  }
}

type Details = unknown

/**
 * The LCP element's HTML start, and where its time went, for the report: Lighthouse 13's LCP breakdown
 * insight is a list of a table of subparts (time to first byte, render delay, ...) and the element's node.
 */
function lcpElementOf(details: Details): string {
  const parts = ((details as { items?: unknown[] } | undefined)?.items ?? []) as {
    type?: string
    snippet?: string
    items?: { label?: string; duration?: number }[]
  }[]
  const snippet = parts.find((part) => part.type === 'node')?.snippet ?? '?'
  const subparts = parts
    .flatMap((part) => part.items ?? [])
    .map((row) => `${row.label} ${Math.round(row.duration ?? 0)} ms`)
    .join(', ')
  return `${snippet.slice(0, 90)}${subparts ? ` (${subparts})` : ''}`
}

/** Main-thread time by kind (script evaluation, style and layout, ...), the three largest. */
function mainThreadOf(details: Details): string {
  const rows = ((details as { items?: unknown[] } | undefined)?.items ?? []) as {
    groupLabel?: string
    duration?: number
  }[]
  return [...rows]
    .sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))
    .slice(0, 3)
    .map((row) => `${row.groupLabel} ${Math.round(row.duration ?? 0)} ms`)
    .join(', ')
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}

function medianMetrics(list: Run[]): Metrics {
  const pick = (key: keyof Metrics) => median(list.map((run) => run.metrics[key]))
  return {
    lcp: pick('lcp'),
    fcp: pick('fcp'),
    tbt: pick('tbt'),
    cls: pick('cls'),
    bytes: pick('bytes'),
    scriptBytes: pick('scriptBytes'),
    scripts: pick('scripts'),
  }
}

// --- Build: the app against the mock services, and the minimal page into a folder of the same build.
console.log('Building the production bundle and the minimal page …')
// A baseline's build must talk to the same services and be served under the same base, from its own port.
const buildEnv = { ...process.env, ...standaloneServiceEnv(services) }
execSync(`npx vite build --mode production --outDir ${outDir} --emptyOutDir --logLevel warn`, {
  stdio: 'inherit',
  env: buildEnv,
})
if (options['build-only']) {
  console.log(`Built ${outDir}: measure it as a baseline with --baseline <this checkout>/${outDir}`)
  process.exit(0)
}
await build({
  configFile: false,
  root: fileURLToPath(new URL('./lighthouse-minimal', import.meta.url)),
  base: `${base}minimal/`,
  mode: 'production',
  logLevel: 'warn',
  plugins: [react()],
  build: { outDir: fileURLToPath(new URL(`../${outDir}/minimal`, import.meta.url)), emptyOutDir: true },
})

const mockServer = startProcess(
  `npx tsx scenarios/start-standalone-server.ts --scenario default --port ${servicesPort} --origin ${app},http://localhost:${baselinePort}`,
)
const preview = startProcess(`npx vite preview --mode production --outDir ${outDir} --port ${appPort} --strictPort`, {
  ...standaloneServiceEnv(services),
})
const baselineApp = `http://localhost:${baselinePort}`
const baselinePreview = options.baseline
  ? startProcess(
      `npx vite preview --mode production --outDir ${options.baseline} --port ${baselinePort} --strictPort`,
      standaloneServiceEnv(services),
    )
  : undefined
let chrome: chromeLauncher.LaunchedChrome | undefined
try {
  await waitFor(`${services}/api/customer/user/login-state`)
  await waitFor(`${app}${base}`)
  if (baselinePreview) await waitFor(`${baselineApp}${base}`)
  const cookie = await signIn()
  chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless', ...(chromiumArgs as string[])],
  })
  const pages = [
    { name: 'minimal page', url: `${app}${base}minimal/` },
    { name: 'login', url: `${app}${base}login` },
    { name: 'account home', url: `${app}${base}`, cookie },
    ...(baselinePreview
      ? [
          { name: 'login (base)', url: `${baselineApp}${base}login` },
          { name: 'home (base)', url: `${baselineApp}${base}`, cookie },
        ]
      : []),
  ]
  const results = new Map<string, Run[]>(pages.map((page) => [page.name, []]))
  // Interleaved, so a busy moment of the machine falls on every page alike.
  for (let run = 1; run <= runs; run += 1) {
    for (const page of pages) {
      const result = await measure(chrome.port, page.url, 'cookie' in page ? page.cookie : undefined)
      results.get(page.name)?.push(result)
      console.log(
        `  run ${run}/${runs} ${page.name.padEnd(13)} LCP ${result.metrics.lcp.toFixed(0).padStart(5)} ms  → ${result.finalUrl}`,
      )
    }
  }

  const summary = pages.map((page) => ({ name: page.name, metrics: medianMetrics(results.get(page.name) ?? []) }))
  const minimal = summary[0]?.metrics as Metrics
  console.log(`\nLighthouse, simulated mobile, median of ${runs} (production build, standalone mock services):`)
  console.log('  page           LCP ms   ratio   FCP ms  TBT ms    CLS   bytes KiB  scripts (KiB)')
  for (const { name, metrics } of summary) {
    console.log(
      `  ${name.padEnd(13)} ${metrics.lcp.toFixed(0).padStart(7)} ${(metrics.lcp / minimal.lcp).toFixed(2).padStart(7)} ${metrics.fcp
        .toFixed(0)
        .padStart(8)} ${metrics.tbt.toFixed(0).padStart(7)} ${metrics.cls.toFixed(3).padStart(6)} ${metrics.bytes
        .toFixed(0)
        .padStart(11)}  ${String(metrics.scripts).padStart(3)} (${metrics.scriptBytes.toFixed(0)})`,
    )
  }

  console.log('\nLCP element and main-thread work (run with the median LCP):')
  for (const page of pages) {
    const sorted = [...(results.get(page.name) ?? [])].sort((a, b) => a.metrics.lcp - b.metrics.lcp)
    const run = sorted[Math.floor(sorted.length / 2)]
    console.log(`  ${page.name.padEnd(13)} ${run?.lcpElement}\n  ${''.padEnd(13)} ${run?.mainThread}`)
  }

  // The login page's scripts in the run with the median LCP.
  const loginRuns = [...(results.get('login') ?? [])].sort((a, b) => a.metrics.lcp - b.metrics.lcp)
  const loginRun = loginRuns[Math.floor(loginRuns.length / 2)]
  console.log('\nLogin page: script requests (observed, unthrottled; wave 1 = asked for by the HTML):')
  for (const row of loginRun?.waterfall ?? [])
    console.log(
      `  wave ${row.wave}  ${row.startMs.toFixed(0).padStart(5)}–${row.endMs.toFixed(0).padStart(5)} ms  ${row.kib
        .toFixed(1)
        .padStart(6)} KiB  ${row.url}`,
    )
  const waves = new Set(loginRun?.waterfall.map((row) => row.wave))
  console.log(`  ${loginRun?.waterfall.length ?? 0} scripts in ${waves.size} wave(s)`)

  const [, login, home] = summary
  const checks = [
    ['login LCP ratio', (login?.metrics.lcp ?? 0) / minimal.lcp, budgets.loginLcpRatio],
    ['account home LCP ratio', (home?.metrics.lcp ?? 0) / minimal.lcp, budgets.homeLcpRatio],
    ['login TBT ms', login?.metrics.tbt ?? 0, budgets.tbtMs],
    ['account home TBT ms', home?.metrics.tbt ?? 0, budgets.tbtMs],
    ['login CLS', login?.metrics.cls ?? 0, budgets.cls],
    ['account home CLS', home?.metrics.cls ?? 0, budgets.cls],
  ] as const
  console.log('\nBudgets:')
  for (const [name, value, budget] of checks)
    console.log(
      `  ${name.padEnd(24)} ${value.toFixed(2).padStart(8)}   at most ${budget} ${value <= budget ? '✓' : '✗ OVER'}`,
    )
  if (home && !home.metrics.lcp) console.log('  account home was not measured')
  for (const run of results.get('account home') ?? [])
    if (run.finalUrl.includes('/login'))
      console.log('  ✗ account home ended on the login page: the sign-in cookie was not used')
  if (checks.some(([, value, budget]) => value > budget)) process.exitCode = 1

  mkdirSync('test-results/lighthouse', { recursive: true })
  writeFileSync(
    'test-results/lighthouse/summary.json',
    JSON.stringify({ runs, summary, loginWaterfall: loginRun?.waterfall, all: Object.fromEntries(results) }, null, 2),
  )
  console.log('\nDetails: test-results/lighthouse/summary.json')
} finally {
  await chrome?.kill()
  stopProcess(preview)
  if (baselinePreview) stopProcess(baselinePreview)
  stopProcess(mockServer)
}
