/**
 * The first-download budget per route (docs/performance.md): the JS a route needs before it shows anything,
 * gzip, read from the production build's manifest (`build.manifest` is on in production mode). `npm test`
 * runs it on the build it makes; `npm run bench` prints it with the lazy chunks.
 *
 *   node scripts/bundle-budget.mjs dist
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * Each measured route with the lazy chunks it needs before it can show anything (layouts included), its
 * page, and its budget in kB: today's size and about 2 % more, a ratchet (re-based for React Router's data
 * router: 145.4 and 146.5 kB). The bench's bound is 1.25 x the framework floor (docs/performance.md); the
 * budget keeps the first download from growing unnoticed. A change that needs more raises it here and says
 * why with the figures; one that saves lowers it.
 */
export const budgetRoutes = [
  ['login', ['src/features/auth/login/login-page.tsx'], 'login.html', 148],
  ['account home', ['src/app/shell/account-shell.tsx', 'src/app/pages/account-home-page.tsx'], 'index.html', 150],
]

export function readManifest(outDir) {
  const file = join(outDir, '.vite/manifest.json')
  if (!existsSync(file)) throw new Error(`${file} is missing: build in production mode (it writes the manifest)`)
  return JSON.parse(readFileSync(file, 'utf8'))
}

export function gzipKb(outDir, file) {
  return gzipSync(readFileSync(join(outDir, file))).length / 1024
}

/**
 * The app's entry script, as a file below the build folder: the manifest's entry, or without a manifest
 * the module scripts of index.html.
 */
export function entryFiles(outDir) {
  const manifest = existsSync(join(outDir, '.vite/manifest.json')) ? readManifest(outDir) : {}
  const entries = Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .map((chunk) => chunk.file)
  return entries.length > 0 ? entries : pageScripts(outDir, 'index.html')
}

/** The scripts a page's HTML loads itself (the route script or the login page's boot script), as files. */
export function pageScripts(outDir, htmlFile) {
  const html = readFileSync(join(outDir, htmlFile), 'utf8')
  return [...html.matchAll(/<script[^>]*\ssrc="[^"]*?(assets\/[^"]+\.js)"/g)].map((match) => match[1])
}

/**
 * The code of each inline script of a page's HTML (none today; React Router's hydration data would be one):
 * the bundle budget and the first download count it, the CSP allows it by its hash.
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) => code)
}

/** The gzip size of a page's inline scripts, in kB. */
export function inlineScriptsKb(outDir, htmlFile) {
  return inlineScripts(readFileSync(join(outDir, htmlFile), 'utf8'))
    .map((code) => gzipSync(code).length / 1024)
    .reduce((sum, kb) => sum + kb, 0)
}

/** A chunk and everything it imports statically: what the browser must load before it runs. */
export function staticClosure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen
  seen.add(key)
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen)
  return seen
}

/** The manifest keys of the given files. */
export function keysOfFiles(manifest, files) {
  return Object.keys(manifest).filter((key) => files.includes(manifest[key]?.file))
}

/** The JS files of the page's own scripts, the entry and the given lazy chunks, with their static imports. */
export function routeFiles(outDir, manifest, sources, htmlFile = 'index.html') {
  const entry = entryFiles(outDir)
  const files = new Set([...pageScripts(outDir, htmlFile), ...entry])
  for (const key of [...keysOfFiles(manifest, entry), ...sources].flatMap((source) => [
    ...staticClosure(manifest, source),
  ])) {
    const file = manifest[key]?.file
    if (file?.endsWith('.js')) files.add(file)
  }
  return [...files]
}

/** Every budgeted route's initial JS in kB gzip, and whether it is over the budget. */
export function routeBudgets(outDir) {
  const manifest = readManifest(outDir)
  return budgetRoutes.map(([name, sources, htmlFile, budget]) => {
    const page = existsSync(join(outDir, htmlFile)) ? htmlFile : 'index.html'
    const files = routeFiles(outDir, manifest, sources, page)
    const kb = files.reduce((sum, file) => sum + gzipKb(outDir, file), inlineScriptsKb(outDir, page))
    return { name, kb, files: files.length, budget, over: kb > budget }
  })
}

/** Each lazily loaded module's first download: the entry's JS and its own static closure (kB gzip). */
export function lazyChunkInitials(outDir) {
  const manifest = readManifest(outDir)
  return Object.entries(manifest)
    .filter(([, chunk]) => chunk.isDynamicEntry && chunk.src?.startsWith('src/'))
    .map(([key, chunk]) => ({
      name: chunk.src,
      kb: routeFiles(outDir, manifest, [key]).reduce((sum, file) => sum + gzipKb(outDir, file), 0),
    }))
    .sort((a, b) => a.name.localeCompare(b.name))
}

export function formatBudgetRow({ name, kb, files, budget, over }) {
  return `  ${name.padEnd(14)} ${`${kb.toFixed(1)} kB`.padStart(10)} in ${String(files).padStart(2)} files   budget ${budget} kB ${over ? '✗ OVER' : '✓'}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'dist'
  const rows = routeBudgets(outDir)
  console.log(`Initial JS per route in ${outDir} (gzip: entry and the route's lazy chunks, with their static imports):`)
  for (const row of rows) console.log(formatBudgetRow(row))
  if (rows.some((row) => row.over)) process.exit(1)
}
