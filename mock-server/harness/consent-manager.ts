import {
  hasTrackingConsent,
  trackingConsentCookieName,
  trackingConsentGranted,
} from '../../src/shared/tracking/tracking-consent'

/**
 * Stands in for the shop page's consent manager (docs/decisions/2026-11-26-tracking-consent.md): the
 * panel's switch and the tests give or withdraw consent the way the shop does, through the cookie the
 * app reads. A session cookie: a fresh browser starts without consent, as a first visit does.
 */
export function setTrackingConsent(granted: boolean): void {
  document.cookie = `${trackingConsentCookieName}=${granted ? trackingConsentGranted : 'denied'}; Path=/; SameSite=Lax`
}

export const trackingConsentGiven = hasTrackingConsent
