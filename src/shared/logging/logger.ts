import { getApiClientConfig } from '../api/api-client-config'
import { redactText } from './redact'

export type LogLevel = 'info' | 'warn' | 'error'

/**
 * Only technical context is logged: event name, service, method, path without query,
 * status and error code. Never usernames, emails, tokens or request bodies.
 */
export type LogContext = Record<string, string | number | boolean | undefined>

function redacted(context: LogContext): LogContext {
  return Object.fromEntries(
    Object.entries(context).map(([key, value]) => [key, typeof value === 'string' ? redactText(value) : value]),
  )
}

export function log(level: LogLevel, event: string, context: LogContext = {}): void {
  const { serviceBaseUrls, locale } = getApiClientConfig()
  context = redacted(context)
  // Fire and forget: a failing logging service must never break a screen or log itself.
  void fetch(`${serviceBaseUrls.logging}/logs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-client-id': 'account-view', 'x-locale': locale },
    body: JSON.stringify({ project_id: 'account-view', payload: { level, event, ...context } }),
  }).catch(() => undefined)
}

export const logger = {
  info: (event: string, context?: LogContext) => log('info', event, context),
  warn: (event: string, context?: LogContext) => log('warn', event, context),
  error: (event: string, context?: LogContext) => log('error', event, context),
}
