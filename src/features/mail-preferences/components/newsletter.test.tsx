import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { connectionError, genericError, linkIncomplete, mailLink, recordRequests } from '@testing/mail-links'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { mailLinkSubjects } from '@scenarios/mail-links'
import { paths } from '@/shared/config/paths'

afterEach(() => server.events.removeAllListeners())

const reduce = 'Nur noch wöchentlich erhalten'
const unsubscribe = 'Newsletter abbestellen'
/** Anna Schmidt's one subscription (its id is random: tests read it from the mailed link, never count to it). */
const subscription = () => db.newsletterSubscriptions.all()[0]
const subscriptionIdOf = (link: string) => new URL(link, 'http://localhost').searchParams.get('subscriptionId') ?? ''

describe('newsletter cancellation (newsletter/cancelSubscription)', () => {
  it(
    'changes nothing on opening, then reduces the frequency to WEEKLY with PUT /subscription/{id}',
    {
      tags: [
        'spec:4.newsletter.outcomes',
        'spec:7.newsletter.reduce-frequency',
        'spec:9.newsletter.frequency-weekly',
        'spec:2.routes.newsletter-cancel-subscription',
      ],
    },
    async () => {
      const link = await mailLink(mailLinkSubjects.newsletter)
      const sent = recordRequests(`/subscription/${subscriptionIdOf(link)}`)
      const { user } = await renderApp({ scenario: 'mail-links', path: link })
      expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter abbestellen' })).toBeVisible()
      expect(sent).toHaveLength(0)

      await user.click(screen.getByRole('button', { name: reduce }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Gerne: Sie erhalten unseren Newsletter ab jetzt nur noch einmal pro Woche.',
      )
      expect(sent).toMatchObject([{ method: 'PUT', body: JSON.stringify({ frequency: 'WEEKLY' }) }])
      expect(subscription()).toMatchObject({ frequency: 'WEEKLY', status: 'active' })
      expect(screen.queryByRole('button', { name: unsubscribe })).not.toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'Weiter zum Shop' })).toHaveAttribute('href', 'https://www.hse.de/')
    },
  )

  it(
    'unsubscribes with DELETE /subscription/{id}',
    {
      tags: ['spec:4.newsletter.outcomes', 'spec:7.newsletter.cancel', 'spec:2.routes.newsletter-cancel-subscription'],
    },
    async () => {
      const link = await mailLink(mailLinkSubjects.newsletter)
      const sent = recordRequests(`/subscription/${subscriptionIdOf(link)}`)
      const { user } = await renderApp({ scenario: 'mail-links', path: link })
      await user.click(await screen.findByRole('button', { name: unsubscribe }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        'Sie haben den Newsletter abbestellt und erhalten ab jetzt keine Newsletter mehr von uns.',
      )
      expect(sent.map((request) => request.method)).toEqual(['DELETE'])
      expect(subscription()?.status).toBe('unsubscribed')
    },
  )

  it(
    'after unsubscribing, the same link says so instead of reducing the frequency',
    { tags: ['spec:4.newsletter.outcomes'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.newsletter)
      const { user, router } = await renderApp({ scenario: 'mail-links', path: link })
      await user.click(await screen.findByRole('button', { name: unsubscribe }))
      await screen.findByText(/Sie haben den Newsletter abbestellt/)

      // Opened again later: a fresh page over the same db.
      await router.navigate(paths.newsletterConfirmation.getHref())
      await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
      await router.navigate(link)
      await user.click(await screen.findByRole('button', { name: reduce }))
      expect(await screen.findByRole('status')).toHaveTextContent('Sie haben den Newsletter bereits abbestellt.')
      expect(subscription()).toMatchObject({ frequency: 'DAILY', status: 'unsubscribed' })
    },
  )

  it('shows the generic error when the call fails, keeps both choices, and the next try works', async () => {
    const link = await mailLink(mailLinkSubjects.newsletter)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'newsletter', endpoint: 'DELETE /subscription/:id', kind: 'http-500', remaining: 1 }],
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(subscription()?.status).toBe('active')
    await user.click(screen.getByRole('button', { name: reduce }))
    expect(await screen.findByRole('status')).toHaveTextContent('nur noch einmal pro Woche')
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('says so when no answer came', async () => {
    const link = await mailLink(mailLinkSubjects.newsletter)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'newsletter', kind: 'network-error', remaining: 1 }],
    })
    await user.click(await screen.findByRole('button', { name: reduce }))
    expect(await screen.findByRole('alert')).toHaveTextContent(connectionError)
    expect(screen.getByRole('button', { name: reduce })).toBeEnabled()
  })

  it('a counted subscription id finds nobody’s subscription: the generic error, and nothing changes', async () => {
    // What someone would try who counts: the first subscription the backend ever stored.
    const sent = recordRequests('/subscription/subscription-0001')
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: paths.newsletterCancelSubscription.getHref('subscription-0001'),
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(sent.map((request) => request.method)).toEqual(['DELETE'])
    expect(subscription()).toMatchObject({ email: 'anna.schmidt@example.de', status: 'active' })
  })

  it(
    'a link without the subscription id is an error and offers nothing to press',
    { tags: ['spec:7.newsletter.missing-id'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.newsletterWithoutId)
      const sent = recordRequests('/subscription')
      await renderApp({ scenario: 'mail-links', path: link })
      expect(await screen.findByRole('alert')).toHaveTextContent(linkIncomplete)
      expect(screen.queryByRole('button')).not.toBeInTheDocument()
      expect(sent).toHaveLength(0)
    },
  )

  it('disables both choices while one is being sent', async () => {
    const { delay, http } = await import('msw')
    const link = await mailLink(mailLinkSubjects.newsletter)
    const { user } = await renderApp({ scenario: 'mail-links', path: link })
    server.use(http.put('*/api/newsletter/subscription/:id', () => delay('infinite')))
    await user.click(await screen.findByRole('button', { name: reduce }))
    await waitFor(() => expect(screen.getByRole('button', { name: reduce })).toHaveAttribute('aria-busy', 'true'))
    expect(screen.getByRole('button', { name: unsubscribe })).toBeDisabled()
  })
})

describe('newsletter confirmation (newsletter/confirmation)', () => {
  it(
    'shows the heading with the company name, the message with the welcome voucher and the top deals',
    { tags: ['spec:9.registration.welcome-voucher-10-euro', 'spec:2.routes.newsletter-confirmation'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.newsletterDoubleOptIn)
      expect(link).toBe('/newsletter/confirmation')
      await renderApp({ scenario: 'mail-links', path: link })
      expect(await screen.findByRole('heading', { level: 1, name: 'Willkommen beim HSE-Newsletter' })).toBeVisible()
      expect(screen.getByText(/Ihre Anmeldung ist bestätigt/)).toBeVisible()
      expect(screen.getByText(/Willkommensgutschein über 10\s€/)).toBeVisible()
      expect(screen.getByRole('link', { name: 'Zu den Top-Deals' })).toHaveAttribute(
        'href',
        'https://www.hse.de/dpl/c/top-deals',
      )
      await waitFor(() => expect(document.title).toBe('Willkommen beim HSE-Newsletter | Mein Konto | HSE'))
    },
  )

  it('links to the shop of the customer’s country', async () => {
    await renderApp({ scenario: 'swiss-customer', path: paths.newsletterConfirmation.getHref() })
    expect(await screen.findByRole('link', { name: 'Zu den Top-Deals' })).toHaveAttribute(
      'href',
      'https://www.hse.ch/dpl/c/top-deals',
    )
  })
})
