/**
 * The one place the app learns whether the visitor consented to tracking. The shop page's consent
 * manager writes this cookie (docs/decisions/2026-11-26-tracking-consent.md); the harness and the
 * tests stand in for it. Read at every event, so a choice made later, or in another tab, counts from
 * the next event on, without a listener.
 */
export const trackingConsentCookieName = 'tracking_consent'
export const trackingConsentGranted = 'granted'

export function hasTrackingConsent(): boolean {
  return (
    typeof document !== 'undefined' &&
    document.cookie.split(';').some((part) => part.trim() === `${trackingConsentCookieName}=${trackingConsentGranted}`)
  )
}
