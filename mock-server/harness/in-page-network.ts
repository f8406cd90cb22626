import { FetchInterceptor } from '@mswjs/interceptors/fetch'
import { XMLHttpRequestInterceptor } from '@mswjs/interceptors/XMLHttpRequest'
import type { RequestHandler } from 'msw'
import { defineNetwork, InterceptorSource } from 'msw/experimental'
import { mockCallEvent, type MockCall } from './mock-call-event'

/**
 * The mock answers the page's fetch and XHR calls in the page itself, with MSW's interceptors, instead of
 * through MSW's service worker: a page load then no longer passes every file through the worker, and
 * waits for no worker to start (docs/decisions/2026-11-27-mock-in-the-page.md). The browser's network
 * panel does not show these calls: the harness panel's request log does, and each raises `mockCallEvent`.
 */
export function answerCallsInPage(handlers: RequestHandler[]): void {
  const network = defineNetwork({
    sources: [new InterceptorSource({ interceptors: [new FetchInterceptor(), new XMLHttpRequestInterceptor()] })],
    handlers,
    onUnhandledFrame: 'bypass',
  })
  network.events.on('request:start', ({ request }) => {
    const { method, url } = request
    void request
      .clone()
      .text()
      .then((body: string) =>
        window.dispatchEvent(new CustomEvent<MockCall>(mockCallEvent, { detail: { method, url, body } })),
      )
  })
  void network.enable()
  void forgetMockServiceWorker()
}

/**
 * Earlier versions mocked through a service worker: where one is still registered it would pass each of
 * the page's files through itself, for nothing.
 */
async function forgetMockServiceWorker(): Promise<void> {
  const registrations = (await navigator.serviceWorker?.getRegistrations().catch(() => undefined)) ?? []
  for (const registration of registrations) {
    const worker = registration.active ?? registration.waiting ?? registration.installing
    if (worker?.scriptURL.endsWith('/mockServiceWorker.js')) void registration.unregister()
  }
}
