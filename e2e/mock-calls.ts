import type { Page } from '@playwright/test'
import { mockCallEvent, type MockCall } from '../mock-server/harness/mock-call-event'

/**
 * Records the calls the page's mock receives from now on, across page loads. The mock answers them in
 * the page, so Playwright's request events never see them.
 */
export async function recordMockCalls(page: Page): Promise<MockCall[]> {
  const calls: MockCall[] = []
  await page.exposeFunction('recordMockCall', (call: MockCall) => calls.push(call))
  const listen = (eventName: string) =>
    window.addEventListener(eventName, (event) =>
      (window as unknown as { recordMockCall(call: unknown): void }).recordMockCall((event as CustomEvent).detail),
    )
  await page.addInitScript(listen, mockCallEvent)
  await page.evaluate(listen, mockCallEvent)
  return calls
}
