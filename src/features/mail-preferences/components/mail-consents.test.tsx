import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import {
  connectionError,
  genericError,
  linkIncomplete,
  mailLink,
  recordRequests,
  renderStrict,
} from '@testing/mail-links'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { annaSchmidt } from '@fixtures/customers'
import { mailLinkSubjects } from '@scenarios/mail-links'
import { paths } from '@/shared/config/paths'

afterEach(() => server.events.removeAllListeners())

const confirmed = /^Vielen Dank! Ihre Teilnahme ist bestätigt\./
const alreadyConfirmed = 'Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!'
const consentStatus = () => db.marketResearchConsents.all()[0]?.status

describe('market-research confirmation (research/confirmation)', () => {
  it(
    'confirms as the page opens with GET /user/market-research-consent/confirm and the token',
    { tags: ['spec:7.mails.market-research-confirm', 'spec:2.routes.research-confirmation'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
      const token = new URL(link, 'http://x').searchParams.get('market-research-doi-token')
      const sent = recordRequests('/user/market-research-consent/confirm')
      await renderApp({ scenario: 'mail-links', path: link })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Teilnahme an unserer Kundenbefragung' }),
      ).toBeVisible()
      expect(await screen.findByText(confirmed)).toBeVisible()
      expect(sent).toHaveLength(1)
      expect(sent[0]?.method).toBe('GET')
      expect(sent[0]?.url.pathname).toBe('/api/customer/user/market-research-consent/confirm')
      expect(sent[0]?.url.searchParams.get('market-research-doi-token')).toBe(token)
      expect(consentStatus()).toBe('confirmed')
    },
  )

  it('confirms only once under React StrictMode', async () => {
    const link = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
    const sent = recordRequests('/user/market-research-consent/confirm')
    renderStrict(link)
    expect(await screen.findByText(confirmed)).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  it(
    '400 means already confirmed: its own message (the link opened again)',
    { tags: ['spec:8.market-research.already-confirmed'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
      const { router } = await renderApp({ scenario: 'mail-links', path: link })
      await screen.findByText(confirmed)
      await router.navigate(paths.newsletterConfirmation.getHref())
      await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
      await router.navigate(link)
      expect(await screen.findByText(alreadyConfirmed)).toBeVisible()
      expect(screen.queryByRole('alert')).not.toBeInTheDocument()
    },
  )

  it(
    'the expired earlier link: the generic error before, "already confirmed" after confirming',
    { tags: ['spec:8.market-research.failure'] },
    async () => {
      const expired = await mailLink(mailLinkSubjects.expired(mailLinkSubjects.marketResearchDoubleOptIn))
      const fresh = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
      const { router } = await renderApp({ scenario: 'mail-links', path: expired })
      expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
      expect(screen.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
      expect(consentStatus()).toBe('pending')

      await router.navigate(fresh)
      await screen.findByText(confirmed)
      await router.navigate(paths.newsletterConfirmation.getHref())
      await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
      await router.navigate(expired)
      expect(await screen.findByText(alreadyConfirmed)).toBeVisible()
    },
  )

  it('says so when no answer came; the retry confirms', async () => {
    const link = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [
        {
          service: 'customer',
          endpoint: 'GET /user/market-research-consent/confirm',
          kind: 'network-error',
          remaining: 1,
        },
      ],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(connectionError)
    await user.click(screen.getByRole('button', { name: 'Nochmal versuchen' }))
    expect(await screen.findByText(confirmed)).toBeVisible()
  })

  it('a malformed answer is the generic error, not a crash', async () => {
    const link = await mailLink(mailLinkSubjects.marketResearchDoubleOptIn)
    await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'customer', kind: 'malformed-json', remaining: 1 }],
    })
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
  })

  it(
    'without a token: the generic error, and no call',
    { tags: ['spec:5.tokens.market-research-without-token'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.marketResearchWithoutToken)
      const sent = recordRequests('/user/market-research-consent/confirm')
      await renderApp({ scenario: 'mail-links', path: link })
      expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
      expect(screen.queryByRole('button')).not.toBeInTheDocument()
      expect(sent).toHaveLength(0)
    },
  )
})

describe('upsell unsubscribe (unsubscribe/upsell)', () => {
  const unsubscribe = 'Abbestellen'
  const done = `Sie haben die Empfehlungen abbestellt. An ${annaSchmidt.email} schicken wir keine mehr.`

  it(
    'on the customer’s word, POSTs the three query values and shows the email of the answer',
    { tags: ['spec:7.mails.upsell-unsubscribe', 'spec:2.routes.unsubscribe-upsell'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.upsell)
      const query = new URL(link, 'http://x').searchParams
      const sent = recordRequests('/user/unsubscribe/upsell')
      const { user } = await renderApp({ scenario: 'mail-links', path: link })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Empfehlungen zu Ihren Bestellungen abbestellen' }),
      ).toBeVisible()
      expect(sent).toHaveLength(0)
      await user.click(screen.getByRole('button', { name: unsubscribe }))
      expect(await screen.findByRole('status')).toHaveTextContent(done)
      expect(sent).toHaveLength(1)
      expect(sent[0]?.method).toBe('POST')
      for (const key of ['customer_id', 'email', 'external_order_id'])
        expect(sent[0]?.url.searchParams.get(key)).toBe(query.get(key))
      expect(db.upsellUnsubscriptions.all()).toHaveLength(1)
    },
  )

  it('shows the address the service answers with, as written there', async () => {
    const link = await mailLink(mailLinkSubjects.upsell)
    const { http, HttpResponse } = await import('msw')
    server.use(
      http.post('*/api/customer/user/unsubscribe/upsell', () => HttpResponse.json({ email: 'a.s@example.de' })),
    )
    const { user } = await renderApp({ scenario: 'mail-links', path: link })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('status')).toHaveTextContent('An a.s@example.de schicken wir keine mehr.')
  })

  it('a second time is still done, with one record', async () => {
    const link = await mailLink(mailLinkSubjects.upsell)
    const { user, router } = await renderApp({ scenario: 'mail-links', path: link })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    await screen.findByText(done)
    await router.navigate(paths.newsletterConfirmation.getHref())
    await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
    await router.navigate(link)
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('status')).toHaveTextContent(done)
    expect(db.upsellUnsubscriptions.all()).toHaveLength(1)
  })

  it('values that do not belong together are the generic error', async () => {
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: paths.unsubscribeUpsell.getHref({
        customerId: 'customer-0001',
        email: 'jemand@example.de',
        externalOrderId: '1',
      }),
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(db.upsellUnsubscriptions.all()).toHaveLength(0)
  })

  it('a counted customer id with her address and order number unsubscribes nobody', async () => {
    const link = new URL(await mailLink(mailLinkSubjects.upsell), 'http://localhost')
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: paths.unsubscribeUpsell.getHref({
        customerId: 'customer-0001',
        email: link.searchParams.get('email') ?? '',
        externalOrderId: link.searchParams.get('external_order_id') ?? '',
      }),
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(db.upsellUnsubscriptions.all()).toHaveLength(0)
  })

  it('a failed call shows the generic error and keeps the button for the next try', async () => {
    const link = await mailLink(mailLinkSubjects.upsell)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'customer', endpoint: 'POST /user/unsubscribe/upsell', kind: 'http-500', remaining: 1 }],
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    await user.click(screen.getByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('status')).toHaveTextContent(done)
  })

  it('a link missing one of the three values says it is incomplete', async () => {
    const link = await mailLink(mailLinkSubjects.upsellWithoutEmail)
    const sent = recordRequests('/user/unsubscribe/upsell')
    await renderApp({ scenario: 'mail-links', path: link })
    expect(await screen.findByRole('alert')).toHaveTextContent(linkIncomplete)
    expect(screen.queryByRole('button', { name: unsubscribe })).not.toBeInTheDocument()
    expect(sent).toHaveLength(0)
  })

  it('no answer is the connection message', async () => {
    const link = await mailLink(mailLinkSubjects.upsell)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'customer', endpoint: 'POST /user/unsubscribe/upsell', kind: 'network-error', remaining: 1 }],
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(connectionError)
  })
})
