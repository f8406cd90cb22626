/**
 * The security headers of the production build, from the same environment variables the build
 * uses. `vite preview` sends them in production mode; docs/production.md prints them for the real web server
 * (`node scripts/security-headers.mjs dist` prints them for the current environment and the build in dist).
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { inlineScripts } from './bundle-budget.mjs'

/** Every service's base URL variable (their one list: src/shared/config/services.ts). */
const isServiceVariable = (name) => /^VITE_[A-Z_]+_SERVICE_URL$/.test(name)

function originOf(url) {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

const unique = (values) => [...new Set(values.filter(Boolean))]

/** Where reCAPTCHA's script and frame live: only its /recaptcha/ paths, not the whole Google hosts. */
function recaptchaSources(env) {
  const scriptUrl =
    env.VITE_RECAPTCHA_SCRIPT_URL ??
    (env.VITE_RECAPTCHA_SITE_KEY ? 'https://www.google.com/recaptcha/api.js' : undefined)
  if (!scriptUrl) return { scripts: [], frames: [] }
  let url
  try {
    url = new URL(scriptUrl)
  } catch {
    return { scripts: [], frames: [] }
  }
  if (url.origin === 'https://www.google.com') {
    return {
      scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
      frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
    }
  }
  // A self-hosted stand-in (the e2e mock): its folder.
  const folder = `${url.origin}${url.pathname.slice(0, url.pathname.lastIndexOf('/') + 1)}`
  return { scripts: [folder], frames: [folder] }
}

/** Where the browser reports CSP violations: VITE_CSP_REPORT_URL, else the logging service. */
export function cspReportUrl(env) {
  if (env.VITE_CSP_REPORT_URL) return env.VITE_CSP_REPORT_URL
  return env.VITE_LOGGING_SERVICE_URL ? `${env.VITE_LOGGING_SERVICE_URL.replace(/\/$/, '')}/csp-reports` : undefined
}

/**
 * The CSP source of each inline script of a page (`'sha256-…'`): index.html carries its route script inline,
 * so that its first calls go out while the page is parsed, not one round trip later (a file has to be
 * fetched first). The hash allows exactly that script and nothing else inline.
 */
export function inlineScriptHashes(html) {
  return inlineScripts(html).map((code) => `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`)
}

/** The hashes of every inline script of a build's pages (each page's HTML file below `buildDir`). */
export function buildScriptHashes(buildDir) {
  const pages = readdirSync(buildDir, { recursive: true }).filter((file) => String(file).endsWith('.html'))
  return [...new Set(pages.flatMap((file) => inlineScriptHashes(readFileSync(join(buildDir, String(file)), 'utf8'))))]
}

export function contentSecurityPolicy(env, { scriptHashes = [] } = {}) {
  const services = unique(
    Object.keys(env)
      .filter(isServiceVariable)
      .map((name) => originOf(env[name])),
  )
  const unleash = originOf(env.VITE_UNLEASH_URL)
  const recaptcha = recaptchaSources(env)
  const reportUrl = cspReportUrl(env)
  return [
    "default-src 'self'",
    `script-src ${unique(["'self'", ...scriptHashes, ...recaptcha.scripts]).join(' ')}`,
    "style-src 'self'",
    `img-src ${unique(["'self'", 'data:', ...services]).join(' ')}`,
    `connect-src ${unique(["'self'", ...services, unleash]).join(' ')}`,
    `frame-src ${recaptcha.frames.length ? recaptcha.frames.join(' ') : "'none'"}`,
    "worker-src 'self'",
    "font-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(reportUrl ? [`report-uri ${reportUrl}`, 'report-to csp'] : []),
  ].join('; ')
}

/**
 * The production build's headers (real web server, `vite preview --mode production`), with the hashes of the
 * build's inline scripts (`buildScriptHashes`).
 */
export function securityHeaders(env, { scriptHashes = [] } = {}) {
  const reportUrl = cspReportUrl(env)
  return {
    'Content-Security-Policy': contentSecurityPolicy(env, { scriptHashes }),
    ...(reportUrl ? { 'Reporting-Endpoints': `csp="${reportUrl}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * The prototype and Storybook builds: everything from their own origin (the mock runs in a service
 * worker there); Storybook's manager needs inline scripts and styles and frames its own preview.
 */
export function staticBuildHeaders({ storybook = false } = {}) {
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      // Storybook's own pages carry inline and evaluated scripts; it is a localhost tool.
      `script-src 'self'${storybook ? " 'unsafe-inline' 'unsafe-eval'" : ''}`,
      `style-src 'self'${storybook ? " 'unsafe-inline'" : ''}`,
      "img-src 'self' data: blob:",
      "connect-src 'self'",
      "worker-src 'self'",
      `frame-src ${storybook ? "'self'" : "'none'"}`,
      "font-src 'self' data:",
      "object-src 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      `frame-ancestors ${storybook ? "'self'" : "'none'"}`,
    ].join('; '),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}

/**
 * `vite preview --mode production` serves the build it is pointed at (`--outDir`), which the config does not
 * know when it is read: this sends the CSP of `env` with that build's inline-script hashes.
 */
export function previewScriptHashesPlugin(env) {
  return {
    name: 'preview-script-hashes',
    configurePreviewServer(server) {
      const { headers } = server.config.preview
      const buildDir = resolve(server.config.root, server.config.build.outDir)
      if (!headers?.['Content-Security-Policy'] || !existsSync(buildDir)) return
      // The same object the static files' middleware sends: changed in place.
      headers['Content-Security-Policy'] = contentSecurityPolicy(env, { scriptHashes: buildScriptHashes(buildDir) })
    },
  }
}

// `node scripts/security-headers.mjs dist`: the headers for the build in dist (its inline scripts' hashes).
if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = process.argv[2]
  const scriptHashes = buildDir ? buildScriptHashes(buildDir) : []
  for (const [name, value] of Object.entries(securityHeaders(process.env, { scriptHashes })))
    console.log(`${name}: ${value}`)
}
