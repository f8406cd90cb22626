import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { composeStories } from '@testing/storybook'
import { clearFaults } from '@mock-server/runtime/faults'
import * as stories from '@stories/invoices.stories'
import { paths } from '@/shared/config/paths'

const composed = composeStories(stories)

function dueDatesShown(): string[] {
  return screen
    .getAllByText(/^Fällig am/)
    .map((element) => element.textContent?.match(/\d{2}\.\d{2}\.\d{4}/)?.[0] ?? '')
}

const toIso = (date: string) => date.split('.').reverse().join('-')

describe('open invoices', () => {
  it('shows the balance and the invoices, latest due date first, and sorts ascending on request', async () => {
    const { user } = await renderApp({ scenario: 'overdue-invoices', path: paths.openInvoices.getHref() })
    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
    const descending = dueDatesShown().map(toIso)
    expect(descending.length).toBe(5)
    expect(descending).toEqual([...descending].sort().reverse())
    await user.selectOptions(screen.getByLabelText('Sortieren nach Fälligkeit'), 'Früheste Fälligkeit zuerst')
    expect(dueDatesShown().map(toIso)).toEqual([...descending].sort())
  })

  it('retries a failed load once by itself, then on "Neu laden"', async () => {
    const loads = countRequests('GET', '/api/payment/invoices/open')
    await composed.Failed.run()
    // The first try and one automatic retry after the 5xx.
    expect(loads()).toBe(2)
    clearFaults()
    await userEvent.click(screen.getByRole('button', { name: 'Neu laden' }))
    expect(await screen.findByText('Offener Betrag')).toBeInTheDocument()
  })
})
