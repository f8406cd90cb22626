/** Vitest helpers for the pages opened from the mail-links scenario's mails. */
import { StrictMode } from 'react'
import { render } from '@testing-library/react'
import { absoluteMockServiceUrls, memoryApp, scenarioRuntime } from './render-app'
import { db } from '../mock-server/db/db'
import { server } from '../mock-server/harness/node'
import { seedScenario } from './seed-scenario'
import { createQueryClient } from '../src/app/create-query-client'
import { configureApiClient } from '../src/shared/api/api-client-config'

export const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'
export const connectionError =
  'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.'
export const linkIncomplete = 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus Ihrer E-Mail.'

/** The link of the mail-links scenario's mail with this subject (seeding is the same on every run). */
export async function mailLink(subject: string): Promise<string> {
  await seedScenario('mail-links')
  const link = db.outbox.findFirst((q) => q.where({ subject }))?.link
  if (!link) throw new Error(`no mail "${subject}" in the mail-links outbox`)
  return link
}

export type SentRequest = { method: string; url: URL; body: string }

/** Every call whose path ends with `pathEnd`, as sent. */
export function recordRequests(pathEnd: string): SentRequest[] {
  const sent: SentRequest[] = []
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith(pathEnd)) sent.push({ method: request.method, url, body: await request.clone().text() })
  })
  return sent
}

/** The app at `path` under React StrictMode (effects run twice), with the db as it is. */
export function renderStrict(path: string) {
  configureApiClient({ locale: 'de', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
  const { app } = memoryApp({
    path,
    runtime: scenarioRuntime('mail-links'),
    queryClient: createQueryClient({ retryDelayMs: 0 }),
  })
  return render(<StrictMode>{app}</StrictMode>)
}
