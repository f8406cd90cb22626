import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { findSkeleton, holdAnswers, type HeldAnswers } from '@testing/held-answers'
import { paths } from '@/shared/config/paths'

let held: HeldAnswers | undefined
afterEach(() => held?.release())

describe('first load of open invoices', () => {
  it('shows a skeleton while the invoices load, then the balance', async () => {
    held = holdAnswers('*/api/payment/invoices/open')
    await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })

    await findSkeleton()
    expect(screen.queryByText('Offener Betrag')).not.toBeInTheDocument()

    held.release()

    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Wird geladen …' })).not.toBeInTheDocument()
  })
})
