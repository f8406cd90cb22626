/**
 * The security headers of the production build, from the same environment variables the build
 * uses. `vite preview` sends them in production mode; docs/production.md prints them for the real web server
 * (`node scripts/security-headers.ts` prints them for the current environment). No page carries an inline
 * script (build/prerender-plugin.ts checks), so the CSP allows none.
 */

type Env = Record<string, string | undefined>

/** Every service's base URL variable (their one list: src/shared/config/services.ts). */
const isServiceVariable = (name: string) => /^VITE_[A-Z_]+_SERVICE_URL$/.test(name)

function originOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).origin : undefined
  } catch {
    return undefined
  }
}

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
]

/** Where reCAPTCHA's script and frame live: only its /recaptcha/ paths, not the whole Google hosts. */
function recaptchaSources(env: Env): { scripts: string[]; frames: string[] } {
  const scriptUrl =
    env.VITE_RECAPTCHA_SCRIPT_URL ??
    (env.VITE_RECAPTCHA_SITE_KEY ? 'https://www.google.com/recaptcha/api.js' : undefined)
  if (!scriptUrl) return { scripts: [], frames: [] }
  let url: URL
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
export function cspReportUrl(env: Env): string | undefined {
  if (env.VITE_CSP_REPORT_URL) return env.VITE_CSP_REPORT_URL
  return env.VITE_LOGGING_SERVICE_URL ? `${env.VITE_LOGGING_SERVICE_URL.replace(/\/$/, '')}/csp-reports` : undefined
}

export function contentSecurityPolicy(env: Env): string {
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
    `script-src ${unique(["'self'", ...recaptcha.scripts]).join(' ')}`,
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

/** The production build's headers (real web server, `vite preview --mode production`). */
export function securityHeaders(env: Env): Record<string, string> {
  const reportUrl = cspReportUrl(env)
  return {
    'Content-Security-Policy': contentSecurityPolicy(env),
    ...(reportUrl ? { 'Reporting-Endpoints': `csp="${reportUrl}"` } : {}),
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
    'Cross-Origin-Opener-Policy': 'same-origin',
  }
}
