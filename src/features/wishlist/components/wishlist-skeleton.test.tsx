import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { findSkeleton, holdAnswers, type HeldAnswers } from '@testing/held-answers'
import { paths } from '@/shared/config/paths'

let held: HeldAnswers | undefined
afterEach(() => held?.release())

describe('first load of the wishlist', () => {
  it('shows a skeleton while the wishlist loads, then the products', async () => {
    held = holdAnswers('*/api/basket/wishlist')
    await renderApp({ scenario: 'default', path: paths.wishlist.getHref() })

    await findSkeleton()
    expect(screen.queryByRole('button', { name: 'In den Warenkorb' })).not.toBeInTheDocument()

    held.release()

    expect((await screen.findAllByRole('button', { name: 'In den Warenkorb' })).length).toBeGreaterThan(0)
    expect(screen.queryByRole('status', { name: 'Wird geladen …' })).not.toBeInTheDocument()
  })
})
