import { format } from 'node:util'

/**
 * "A console.error during a test is a defect." The guard records every console.error instead of
 * throwing from inside it (React catches what a console.error throws during render and carries on),
 * and `verify` fails the test afterwards, naming the first error.
 *
 * It replaces console.error by plain assignment, not with vi.spyOn: the config's `restoreMocks`
 * restores every spy before each test, and took the old spy-based guard away with it.
 */
export type ConsoleGuard = {
  /** Starts recording: console.error now records (and still prints) what it is given. */
  install(): void
  /** Puts the console.error back that was there before `install`. */
  uninstall(): void
  /**
   * Lets console.errors whose text matches `pattern` pass, until the end of the test (`verify`).
   * Only for errors the test provokes on purpose; say why at the call.
   */
  allow(pattern: RegExp): void
  /** Throws when a console.error was recorded since the last `verify`, naming the first; then starts afresh. */
  verify(when?: string): void
}

type ErrorSink = { error: (...args: unknown[]) => void }

/** The text of a console call as the console prints it (`%s` filled in, errors with their stack). */
function describeCall(args: unknown[]): string {
  const text = format(...args)
  return text.length > 2_000 ? `${text.slice(0, 2_000)} …` : text
}

export function createConsoleGuard(target: ErrorSink = console): ConsoleGuard {
  let original: ErrorSink['error'] | undefined
  let recorded: string[] = []
  let allowed: RegExp[] = []

  function record(...args: unknown[]): void {
    original?.apply(target, args)
    const text = describeCall(args)
    if (!allowed.some((pattern) => pattern.test(text))) recorded.push(text)
  }

  return {
    install() {
      if (original) return
      original = target.error
      target.error = record
    },
    uninstall() {
      if (!original) return
      target.error = original
      original = undefined
    },
    allow(pattern) {
      allowed.push(pattern)
    },
    verify(when = 'during the test') {
      const calls = recorded
      recorded = []
      allowed = []
      if (calls.length === 0) return
      const more = calls.length > 1 ? ` (and ${calls.length - 1} more)` : ''
      throw new Error(`console.error was called ${when}${more}: ${calls[0]}`)
    },
  }
}

/** The guard vitest.setup.ts installs for every test. */
export const consoleGuard = createConsoleGuard()

/**
 * Lets the console.errors matching `pattern` pass in this test only, e.g. the error React logs for
 * an error boundary the test trips on purpose. Give the reason in a comment at the call.
 */
export function allowConsoleError(pattern: RegExp): void {
  consoleGuard.allow(pattern)
}
