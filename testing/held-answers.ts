import { screen } from '@testing-library/react'
import { http } from 'msw'
import { expect } from 'vitest'
import { server } from '../mock-server/harness/node'

export type HeldAnswers = { release(): void }

/**
 * Holds the mock's answers to `GET url` (an MSW pattern, `*\/api/basket/wishlist`) from now on, as on
 * a slow network, until `release()`: then the mock answers as always (a resolver that returns
 * nothing hands the request on to the next handler).
 */
export function holdAnswers(url: string): HeldAnswers {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  server.use(
    http.get(url, async () => {
      await released
    }),
  )
  return { release }
}

/** A page's first-load skeleton (src/shared/ui/skeleton.tsx): named for screen readers and busy. */
export async function findSkeleton(): Promise<HTMLElement> {
  const skeleton = await screen.findByRole('status', { name: 'Wird geladen …' })
  expect(skeleton).toHaveAttribute('aria-busy', 'true')
  return skeleton
}
