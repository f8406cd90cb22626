/**
 * Leaving the app's router for a full page load (the account root after a light account, the
 * social-login provider): behind an object, so tests can watch it instead of leaving jsdom.
 */
export const documentNavigation = {
  assign: (href: string): void => window.location.assign(href),
}
