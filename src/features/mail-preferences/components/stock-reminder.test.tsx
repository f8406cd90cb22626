import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { fakeAppClock } from '@testing/app-time'
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
import { mailLinkSubjects } from '@scenarios/mail-links'
import { paths } from '@/shared/config/paths'

afterEach(() => server.events.removeAllListeners())

const bedLinen = 'Bettwäsche-Set Mako-Satin 135 x 200 cm'
const bracelet = 'Armband Silber 925 mit Zirkonia'
/** The reminder for this product (its id is random: tests never count to it). */
function reminderFor(productName: string) {
  const product = db.products.findFirst((q) => q.where({ name: productName }))
  return db.stockReminders.findFirst((q) => q.where({ baseProductNo: product?.baseProductNo ?? '' }))
}

describe('stock reminder double opt-in (stock-reminder/confirm-doi)', () => {
  it(
    'confirms as the page opens, once, and mails the link that ends the reminder',
    { tags: ['spec:2.routes.stock-reminder-confirm-doi'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptIn)
      const sent = recordRequests('/stock-reminder/confirm-doi')
      await renderApp({ scenario: 'mail-links', path: link })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Benachrichtigung zur Verfügbarkeit bestätigen' }),
      ).toBeVisible()
      // The progress message is a status too: wait for the outcome itself.
      expect(
        await screen.findByText(`Vielen Dank! Sobald „${bedLinen}“ wieder verfügbar ist, schreiben wir Ihnen.`),
      ).toBeVisible()
      expect(sent).toHaveLength(1)
      expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ token: new URL(link, 'http://x').searchParams.get('token') })
      expect(reminderFor(bedLinen)?.status).toBe('active')
      const mail = db.outbox.findFirst((q) =>
        q.where({ subject: `Verfügbarkeitsbenachrichtigung für „${bedLinen}“ ist aktiv` }),
      )
      expect(mail?.link).toBe(paths.stockReminderUnsubscribe.getHref(reminderFor(bedLinen)?.id))
    },
  )

  it('shows a progress message while confirming', async () => {
    const { delay, http } = await import('msw')
    const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptIn)
    server.use(http.post('*/api/newsletter/stock-reminder/confirm-doi', () => delay('infinite')))
    await renderApp({ scenario: 'mail-links', path: link })
    expect(await screen.findByRole('status')).toHaveTextContent('Ihre Benachrichtigung wird bestätigt …')
  })

  it('confirms only once under React StrictMode', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptIn)
    const sent = recordRequests('/stock-reminder/confirm-doi')
    renderStrict(link)
    expect(await screen.findByText(/^Vielen Dank!/)).toBeVisible()
    expect(sent).toHaveLength(1)
  })

  it('opened again, says the reminder is confirmed already', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptIn)
    const { router } = await renderApp({ scenario: 'mail-links', path: link })
    await screen.findByText(/^Vielen Dank!/)
    await router.navigate(paths.newsletterConfirmation.getHref())
    await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
    await router.navigate(link)
    expect(await screen.findByText(/ist bereits bestätigt/)).toHaveTextContent(
      `Ihre Benachrichtigung für „${bedLinen}“ ist bereits bestätigt.`,
    )
  })

  it('an expired link is the generic error, with a retry; the reminder stays pending', async () => {
    const link = await mailLink(mailLinkSubjects.expired(mailLinkSubjects.stockReminderDoubleOptIn))
    await renderApp({ scenario: 'mail-links', path: link })
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(screen.getByRole('button', { name: 'Nochmal versuchen' })).toBeEnabled()
    expect(reminderFor(bedLinen)?.status).toBe('pending')
  })

  it('says so when no answer came, and the retry confirms', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptIn)
    // The api client's 2 s on the fake clock, which moves on while the app waits on time
    const clock = fakeAppClock()
    const { user, queryClient } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'newsletter', endpoint: 'POST /stock-reminder/confirm-doi', kind: 'timeout', remaining: 1 }],
      advanceTimers: clock.advanceTimers,
    })
    clock.follow(queryClient)
    await clock.letTimePass({ horizonMs: 3_000, done: () => screen.queryByRole('alert') !== null })
    expect(await screen.findByRole('alert')).toHaveTextContent(connectionError)
    await user.click(screen.getByRole('button', { name: 'Nochmal versuchen' }))
    expect(await screen.findByText(/^Vielen Dank!/)).toBeVisible()
  })

  it('a link without a token calls nothing and says the link is incomplete', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderDoubleOptInWithoutToken)
    const sent = recordRequests('/stock-reminder/confirm-doi')
    await renderApp({ scenario: 'mail-links', path: link })
    expect(await screen.findByRole('alert')).toHaveTextContent(linkIncomplete)
    expect(sent).toHaveLength(0)
  })
})

describe('stock reminder unsubscribe (stock-reminder/unsubscribe)', () => {
  const unsubscribe = 'Benachrichtigung abbestellen'

  it(
    'ends the reminder when the customer presses the button (DELETE /stock-reminder/{id})',
    { tags: ['spec:2.routes.stock-reminder-unsubscribe'] },
    async () => {
      const link = await mailLink(mailLinkSubjects.stockReminderActive)
      const sent = recordRequests(`/stock-reminder/${reminderFor(bracelet)?.id}`)
      const { user } = await renderApp({ scenario: 'mail-links', path: link })
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Benachrichtigung zur Verfügbarkeit abbestellen' }),
      ).toBeVisible()
      expect(sent).toHaveLength(0)
      await user.click(screen.getByRole('button', { name: unsubscribe }))
      expect(await screen.findByRole('status')).toHaveTextContent(
        `Sie haben die Benachrichtigung für „${bracelet}“ abbestellt.`,
      )
      expect(sent.map((request) => request.method)).toEqual(['DELETE'])
      expect(reminderFor(bracelet)?.status).toBe('unsubscribed')
    },
  )

  it('a second time says it was ended already', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderActive)
    const { user, router } = await renderApp({ scenario: 'mail-links', path: link })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    await screen.findByText(/abbestellt\.$/)
    await router.navigate(paths.newsletterConfirmation.getHref())
    await screen.findByRole('heading', { name: 'Willkommen beim HSE-Newsletter' })
    await router.navigate(link)
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Sie haben die Benachrichtigung für „${bracelet}“ bereits abbestellt.`,
    )
  })

  it('a failed call shows the generic error and keeps the button', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderActive)
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: link,
      faults: [{ service: 'newsletter', kind: 'http-500', remaining: 1 }],
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(screen.getByRole('button', { name: unsubscribe })).toBeEnabled()
    expect(reminderFor(bracelet)?.status).toBe('active')
  })

  it('a counted reminder id finds nobody’s reminder: the generic error, and the reminders stay', async () => {
    const { user } = await renderApp({
      scenario: 'mail-links',
      path: paths.stockReminderUnsubscribe.getHref('stock-reminder-0002'),
    })
    await user.click(await screen.findByRole('button', { name: unsubscribe }))
    expect(await screen.findByRole('alert')).toHaveTextContent(genericError)
    expect(reminderFor(bracelet)?.status).toBe('active')
  })

  it('a link without the reminder says it is incomplete', async () => {
    const link = await mailLink(mailLinkSubjects.stockReminderWithoutId)
    await renderApp({ scenario: 'mail-links', path: link })
    expect(await screen.findByRole('alert')).toHaveTextContent(linkIncomplete)
    expect(screen.queryByRole('button', { name: unsubscribe })).not.toBeInTheDocument()
  })
})
