import type { ShopLocale } from '../config/locales'

/**
 * Answers index.html's route script asked for before the app's script ran (scripts/prerender-plugin.mjs,
 * `earlyRequests` in src/app/prerender.tsx): each waits on the window under its key, in memory only.
 * The first taker gets it; every later call asks the service itself. Undefined where none was asked for.
 */
export function takeEarlyAnswer(key: string): Promise<Response> | undefined {
  return takeFrom(globalThis as unknown as EarlyAnswers, key)
}

type EarlyAnswers = Record<string, Promise<Response> | undefined>

/** The answer under `key`, taken out of `holder`: the first taker gets it. */
function takeFrom(holder: EarlyAnswers | undefined, key: string): Promise<Response> | undefined {
  const sent = holder?.[key]
  if (holder) delete holder[key]
  return sent
}

/**
 * Where index.html's route script leaves the answers of an account page's own first calls (its start calls,
 * recorded at build time: src/app/early-page-calls.ts), by URL, once it has shown the early frame.
 */
export const earlyPageAnswersKey = '__meinKontoPageCalls'

/** The route script's answer to a GET of exactly this URL, once; undefined where it asked for none. */
export function takeEarlyPageAnswer(url: string): Promise<Response> | undefined {
  return takeFrom((globalThis as unknown as Record<string, EarlyAnswers | undefined>)[earlyPageAnswersKey], url)
}

/**
 * Drops the answers no start call took (src/main.tsx, after the first render's calls): a later visit to
 * that address asks the service, rather than reading an answer from when the page was opened.
 */
export function forgetEarlyPageAnswers(): void {
  delete (globalThis as unknown as Record<string, unknown>)[earlyPageAnswersKey]
}

/** What a page's reader of its answer knows besides the answer (src/app/early-lead-readers.ts). */
export type EarlyLeadContext = {
  locale: ShopLocale
  now: Date
  /** The flags the head names, as the flags' early answer says (or their defaults without a flag service). */
  flags: Partial<Record<string, boolean>>
}
/**
 * A page's first lines from its answer: the pieces that make them, in order, and the values for their `{name}`
 * stand-ins; null where the app decides (an answer the page shows otherwise, a line that needs the app).
 */
export type EarlyLeadFromAnswer = { pieces: string[]; values: Record<string, string> } | null
