import type { ConsoleMessage, Page } from '@playwright/test'

/**
 * A resource a test's page may fail to load without failing the test: the addresses it covers, the status
 * (or the network failure: `net::ERR_FAILED` for a request a test aborts) and why it is expected.
 */
export interface AllowedLoadFailure {
  url: RegExp
  status: number | `net::${string}`
  why: string
}

const failedLoad = /^Failed to load resource: (?:the server responded with a status of (\d{3})|(net::\w+))/

/** Whether an allow-list entry covers a "Failed to load resource" message (Chromium names the address as its location). */
function allowedLoadFailure(message: ConsoleMessage, allowed: readonly AllowedLoadFailure[]): boolean {
  const [, status, networkError] = failedLoad.exec(message.text()) ?? []
  if (!status && !networkError) return false
  const url = message.location().url
  return allowed.some(
    (entry) => entry.url.test(url) && (networkError ? entry.status === networkError : entry.status === Number(status)),
  )
}

/**
 * What the page reports as broken from now on: every console error, each with the address it is about,
 * and every uncaught exception. A resource that failed to load (a 404 or 5xx of the app's own script,
 * style or document among them) counts unless an entry of `allowed` names its address and status.
 */
export function collectPageErrors(page: Page, allowed: readonly AllowedLoadFailure[] = []): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() !== 'error' || allowedLoadFailure(message, allowed)) return
    const { url } = message.location()
    errors.push(url ? `${message.text()} (${url})` : message.text())
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  return errors
}
