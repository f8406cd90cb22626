import { documentNavigation } from './document-navigation'

/** Spec section 2: "After light-account creation the user is sent to the fixed path /dpl/av". */
export const accountRootPath = '/dpl/av'

/**
 * The account root as a document address: the spec's fixed path when the app runs under it (the
 * production build's base path, also with creators-hub/), otherwise the router's root (`/` in the
 * local mock setup). `baseUrl` is Vite's `import.meta.env.BASE_URL`, the router's basename with a slash.
 */
export function accountRootHref(baseUrl: string = import.meta.env.BASE_URL): string {
  const base = baseUrl.replace(/\/+$/, '')
  if (base === accountRootPath || base.startsWith(`${accountRootPath}/`)) return accountRootPath
  return base || '/'
}

/** A full page load of the account root, so the app starts afresh with the new session. */
export function goToAccountRoot(): void {
  documentNavigation.assign(accountRootHref())
}
