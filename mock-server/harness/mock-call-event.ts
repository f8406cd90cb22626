/**
 * The event each call the browser's mock receives raises on the window, for tools that watch what the app
 * sends (e2e tests): the mock answers in the page, so the browser's network sees none of these calls.
 */
export const mockCallEvent = 'mein-konto:mock-call'

export type MockCall = { method: string; url: string; body: string }
