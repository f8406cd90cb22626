import { useSyncExternalStore } from 'react'

const subscribeToNothing = () => () => undefined

/**
 * False while React renders on the server (the build-time prerender) and while it hydrates that
 * markup, true from the render right after. What is known only in the browser (the login state, what
 * may be typed) waits for it, so hydration matches the prerendered markup.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  )
}
