/**
 * The one place the app learns whether the visitor consented to tracking. The shop page's consent
 * manager writes this cookie (docs/decisions/2026-11-26-tracking-consent.md); the harness and the
 * tests stand in for it. Read at every event, so a choice made later, or in another tab, counts from
 * the next event on, without a listener.
 */
export const trackingConsentCookieName = 'tracking_consent'
export const trackingConsentGranted = 'granted'

const grantedCookie = new RegExp(`(^|;)\\s*${trackingConsentCookieName}=${trackingConsentGranted}\\s*(;|$)`)

export function hasTrackingConsent(): boolean {
  // No document: Node (a logic test or the build's prerender), where nothing is tracked.
  return typeof document !== 'undefined' && grantedCookie.test(document.cookie)
}
