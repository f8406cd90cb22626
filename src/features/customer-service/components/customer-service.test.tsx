import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { countRequests } from '@testing/count-requests'
import { submitTwice } from '@testing/double-submit'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { paths } from '@/shared/config/paths'

describe('contact and support request', () => {
  it(
    'sends the request with a correlation header, stores it, and the modal leads back to the contact page',
    {
      tags: [
        'spec:4.contact-support.success-modal',
        'spec:7.support.request',
        'spec:2.routes.contacts',
        'spec:2.routes.contact-form',
      ],
    },
    async () => {
      const requests: Request[] = []
      const listener = ({ request }: { request: Request }) => void requests.push(request.clone())
      server.events.on('request:start', listener)
      const { user, router } = await renderApp({ scenario: 'default', path: paths.contactForm.getHref() })
      await user.type(await screen.findByLabelText('Betreff'), 'Rechnung')
      await user.type(screen.getByLabelText('Ihre Nachricht'), 'Bitte senden Sie mir die Rechnung nochmal.')
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
      const dialog = await screen.findByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })
      server.events.removeListener('request:start', listener)

      const sent = requests.find((request) => new URL(request.url).pathname === '/api/customer/user/support-requests')
      expect(sent?.method).toBe('POST')
      expect(sent?.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/)
      expect(await sent?.json()).toEqual({
        email: 'anna.schmidt@example.de',
        subject: 'Rechnung',
        message: 'Bitte senden Sie mir die Rechnung nochmal.',
      })
      expect(db.supportRequests.findMany((q) => q.where({ subject: 'Rechnung' }))).toHaveLength(1)

      await user.click(within(dialog).getByRole('button', { name: 'Zur Kontaktseite' }))
      expect(await screen.findByRole('heading', { level: 1, name: 'Kontakt' })).toBeInTheDocument()
      expect(router.state.location.pathname).toBe('/contacts')
    },
  )

  it(
    'shows the id of the failed attempt, the one its correlation header carried',
    { tags: ['spec:4.contact-support.error-id', 'spec:8.contact-support.generic'] },
    async () => {
      const correlationIds: string[] = []
      const listener = ({ request }: { request: Request }) => {
        const id = request.headers.get('x-correlation-id')
        if (id) correlationIds.push(id)
      }
      server.events.on('request:start', listener)
      const { user } = await renderApp({
        scenario: 'default',
        path: paths.contactForm.getHref(),
        faults: [{ service: 'customer', endpoint: 'POST /user/support-requests', kind: 'http-500', remaining: 1 }],
      })
      await user.type(await screen.findByLabelText('Betreff'), 'Rechnung')
      await user.type(screen.getByLabelText('Ihre Nachricht'), 'Bitte nochmal senden.')
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
      expect(await screen.findByText(/^Ihre Nachricht konnte leider nicht gesendet werden/)).toBeInTheDocument()
      expect(correlationIds).toHaveLength(1)
      expect(screen.getByText(`Fehler-ID: ${correlationIds[0]}`)).toBeInTheDocument()
      // Sent again as it stands: a new attempt with an id of its own, and this time it goes through.
      await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
      expect(await screen.findByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })).toBeInTheDocument()
      server.events.removeListener('request:start', listener)
      expect(correlationIds).toHaveLength(2)
      expect(correlationIds[1]).not.toBe(correlationIds[0])
      expect(db.supportRequests.findMany((q) => q.where({ subject: 'Rechnung' }))).toHaveLength(1)
    },
  )

  it('sends nothing without a message, says so below the field and keeps the subject', async () => {
    const sends = countRequests('POST', '/api/customer/user/support-requests')
    const { user } = await renderApp({ scenario: 'default', path: paths.contactForm.getHref() })
    await user.type(await screen.findByLabelText('Betreff'), 'Rechnung')
    await user.click(screen.getByRole('button', { name: 'Nachricht senden' }))
    const message = screen.getByLabelText('Ihre Nachricht')
    expect(await screen.findByText('Bitte schreiben Sie uns Ihr Anliegen.')).toBeInTheDocument()
    expect(message).toHaveAttribute('aria-invalid', 'true')
    expect(message).toHaveAccessibleDescription('Bitte schreiben Sie uns Ihr Anliegen.')
    expect(screen.getByLabelText('Betreff')).toHaveValue('Rechnung')
    expect(sends()).toBe(0)
  })

  it('sends one request for two submits in the same tick', async () => {
    const sends = countRequests('POST', '/api/customer/user/support-requests')
    const { user } = await renderApp({ scenario: 'default', path: paths.contactForm.getHref() })
    await user.type(await screen.findByLabelText('Betreff'), 'Rechnung')
    await user.type(screen.getByLabelText('Ihre Nachricht'), 'Bitte senden Sie mir die Rechnung nochmal.')
    submitTwice(screen.getByRole('button', { name: 'Nachricht senden' }))
    expect(await screen.findByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })).toBeInTheDocument()
    expect(sends()).toBe(1)
    expect(db.supportRequests.findMany((q) => q.where({ subject: 'Rechnung' }))).toHaveLength(1)
  })

  it(
    'has no contact page without the contactForm flag, and no form either',
    { tags: ['spec:2.routes.contacts', 'spec:2.routes.contact-form', 'spec:3.flags.contactForm'] },
    async () => {
      await renderApp({ scenario: 'default', path: paths.contactForm.getHref(), flags: { contactForm: false } })
      expect(await screen.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeInTheDocument()
      expect(screen.queryByLabelText('Betreff')).toBeNull()
    },
  )
})
