import { providerCodeSecret, setProviderCodeSecret } from '../runtime/provider-codes'

/**
 * Where the tab keeps the mock providers' signing secret (mock builds only, like the tab's db): the mock
 * Google page (mock-server/public/mock-google-signin.js), a page of its own in the same tab, signs the
 * codes it sends back with it, and the mock checks them across the tab's reloads.
 */
const storageKey = 'mein-konto.mock-provider-secret'

/** The tab's secret if it has one, else a new one, kept for the tab's next pages. */
export function keepProviderSecretInTab(): void {
  let kept: string | null = null
  try {
    kept = sessionStorage.getItem(storageKey)
  } catch {
    // Storage blocked: a secret for this page only; the provider page then says it cannot go on.
  }
  setProviderCodeSecret(kept ?? undefined)
  if (kept) return
  try {
    sessionStorage.setItem(storageKey, providerCodeSecret())
  } catch {
    // As above.
  }
}
