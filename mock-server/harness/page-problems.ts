/** A console error or an uncaught error of the tab, as the bug report lists it. */
export type PageProblem = { kind: 'console' | 'page'; message: string; at: Date }

/** Enough for a report: the first errors of a broken page say most, and a loop must not fill the tab. */
const maxProblems = 50

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * From now on, keeps the tab's console errors and uncaught errors (and resources that failed to load),
 * for "Fehler melden". The browser tells a page of its own errors only this way: `console.error` is wrapped
 * (and still writes to the console), and the window's error events are heard.
 */
export function watchPageProblems(): () => PageProblem[] {
  const problems: PageProblem[] = []
  const keep = (kind: PageProblem['kind'], message: string) => {
    if (problems.length < maxProblems) problems.push({ kind, message, at: new Date() })
  }
  const consoleError = console.error.bind(console)
  console.error = (...args: unknown[]) => {
    keep('console', args.map(describe).join(' '))
    consoleError(...args)
  }
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as (Element & { src?: string; href?: string }) | null
      if (target && target !== (window as unknown as EventTarget) && target instanceof Element)
        keep('page', `Laden fehlgeschlagen: ${target.src ?? target.href ?? target.tagName.toLowerCase()}`)
      else keep('page', event.error ? describe(event.error) : event.message)
    },
    // In the capture phase: a script, style or picture that failed to load tells no one else.
    true,
  )
  window.addEventListener('unhandledrejection', (event) => keep('page', `Unbehandelt: ${describe(event.reason)}`))
  return () => problems
}
