/**
 * Answers index.html's route script asked for before the app's script ran (scripts/prerender-plugin.mjs,
 * `earlyRequests` in src/app/prerender.tsx): each waits on the window under its key, in memory only.
 * The first taker gets it; every later call asks the service itself. Undefined where none was asked for.
 */
export function takeEarlyAnswer(key: string): Promise<Response> | undefined {
  const holder = globalThis as unknown as Record<string, Promise<Response> | undefined>
  const sent = holder[key]
  delete holder[key]
  return sent
}
