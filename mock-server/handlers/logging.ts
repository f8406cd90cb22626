import { HttpResponse } from 'msw'
import { serviceHandler } from './with-service'

/** Received log entries, so tests can check that no personal data was logged. */
export const receivedLogEntries: unknown[] = []

export const loggingHandlers = [
  serviceHandler('logging', 'post', '/logs', ({ body }) => {
    receivedLogEntries.push(body)
    if (receivedLogEntries.length > 200) receivedLogEntries.shift()
    return new HttpResponse(null, { status: 204 })
  }),
  // CSP violation reports of the production headers (Reporting API / report-uri): accepted, not kept.
  serviceHandler('logging', 'post', '/csp-reports', () => new HttpResponse(null, { status: 204 })),
]
