import { useEffect, useState } from 'react'

/** How long a page's content waits at most for a part above it before it shows without it. */
const aboveContentWaitMs = 1000

/**
 * Whether a part above a page's content (the stay-logged-in banner, the complete-profile hint) knows
 * whether it shows: `known` once its answer is there (or failed, or it needs none). The account shell
 * holds the content until then, so the part does not appear above content already on screen and push it
 * down (layout shift); a slow answer holds it a second at most. Once settled, it stays so: a refetch
 * that puts the answer back to pending must not take the page away.
 */
export function useSettledOnce(known: boolean): boolean {
  const [settled, setSettled] = useState(known)
  if (known && !settled) setSettled(true)
  useEffect(() => {
    if (settled) return
    const timer = setTimeout(() => setSettled(true), aboveContentWaitMs)
    return () => clearTimeout(timer)
  }, [settled])
  return settled || known
}
