/**
 * Tells the harness panel that something it shows has changed (db, outbox, request log, fault
 * counters, clock, the page), so it re-renders while it stays open. The version is the snapshot
 * for React's useSyncExternalStore.
 */
export function createHarnessEvents() {
  const listeners = new Set<() => void>()
  let version = 0
  let scheduled = false
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    version: () => version,
    /** Coalesced: a burst of changes (a page load's calls) re-renders the panel once. */
    notify(): void {
      if (scheduled) return
      scheduled = true
      setTimeout(() => {
        scheduled = false
        version += 1
        for (const listener of listeners) listener()
      }, 50)
    },
  }
}

/** Calls `listener` after every client-side navigation (links, redirects, back and forward). */
export function watchNavigation(listener: () => void): void {
  for (const method of ['pushState', 'replaceState'] as const) {
    const original = window.history[method].bind(window.history)
    window.history[method] = (...args: Parameters<History['pushState']>) => {
      original(...args)
      listener()
    }
  }
  window.addEventListener('popstate', listener)
  window.addEventListener('hashchange', listener)
}
