/**
 * Every route of the app with a helper that builds its link, so no screen assembles URLs by hand.
 * Paths are relative to the router's basename (`/` locally, `/dpl/av` in production).
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: {
    path: '/login',
    getHref: (redirectTo?: string) => (redirectTo ? `/login?redirect=${encodeURIComponent(redirectTo)}` : '/login'),
  },
  postLogout: { path: '/post-logout', getHref: () => '/post-logout' },
  pageUnavailable: { path: '/error', getHref: () => '/error' },
} as const

/** Spec section 2: a link back to the parent path. */
export function parentPath(pathname: string): string {
  const segments = pathname.split('/').filter(Boolean)
  segments.pop()
  return `/${segments.join('/')}`
}
