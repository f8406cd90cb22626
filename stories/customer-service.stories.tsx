import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor, within } from 'storybook/test'
import { paths } from '../src/shared/config/paths'

const meta = {
  title: 'Seiten/Kontakt',
  render: () => <></>,
  parameters: { scenario: 'default', path: paths.contacts.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

type PlayContext = Parameters<NonNullable<Story['play']>>[0]

const genericError =
  'Ihre Nachricht konnte leider nicht gesendet werden. Bitte versuchen Sie es später nochmal oder rufen Sie uns an.'

async function fillForm({ canvas, userEvent }: PlayContext) {
  await userEvent.type(await canvas.findByLabelText('Betreff'), 'Lieferung')
  await userEvent.type(canvas.getByLabelText('Ihre Nachricht'), 'Wann?')
}

export const Contacts: Story = {
  tags: ['spec:2.routes.contacts', 'spec:3.flags.contactForm'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: '0800 29 888 00' })).toHaveAttribute('href', 'tel:08002988800')
    await expect(canvas.getByRole('link', { name: 'service@hse.de' })).toHaveAttribute('href', 'mailto:service@hse.de')
    await expect(canvas.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute(
      'href',
      paths.contactForm.getHref(),
    )
    const main = within(canvas.getByRole('heading', { level: 1, name: 'Kontakt' }).closest('.stack') as HTMLElement)
    await expect(main.getByRole('link', { name: 'Hilfe & FAQ' })).toHaveAttribute(
      'href',
      'https://www.hse.de/dpl/c/service/faq',
    )
  },
}

export const ContactsSwissShop: Story = {
  globals: { locale: 'ch' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('link', { name: 'service@hse.ch' })).toBeVisible()
    // The navigation's, the page's and the footer's FAQ link all lead to the Swiss shop.
    const faqLinks = canvas.getAllByRole('link', { name: 'Hilfe & FAQ' })
    await expect(faqLinks).toHaveLength(3)
    for (const link of faqLinks) await expect(link).toHaveAttribute('href', 'https://www.hse.ch/dpl/c/service/faq')
  },
}

export const WithoutContactFormFlag: Story = {
  tags: ['spec:2.routes.contacts', 'spec:3.flags.contactForm'],
  parameters: { flags: { contactForm: false } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: 'Diese Seite gibt es leider nicht' })).toBeVisible()
    const navigation = canvas.getByRole('navigation', { name: 'Mein Konto' })
    await expect(within(navigation).queryByRole('link', { name: 'Kontakt' })).toBeNull()
    await expect(within(navigation).getByRole('link', { name: 'Hilfe & FAQ' })).toBeVisible()
  },
}

export const Form: Story = {
  tags: ['spec:2.routes.contact-form'],
  parameters: { path: paths.contactForm.getHref() },
  play: async ({ canvas }) => {
    // The customer's email to begin with; subject and message empty.
    await expect(await canvas.findByLabelText('E-Mail-Adresse')).toHaveValue('anna.schmidt@example.de')
    await expect(canvas.getByLabelText('Betreff')).toHaveValue('')
    await expect(canvas.getByLabelText('Ihre Nachricht')).toHaveValue('')
    await expect(canvas.getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', paths.contacts.getHref())
  },
}

export const FormInvalid: Story = {
  tags: ['spec:5.contact.email-valid', 'spec:5.contact.subject-and-text-required'],
  parameters: { path: paths.contactForm.getHref() },
  play: async ({ canvas, userEvent }) => {
    const email = await canvas.findByLabelText('E-Mail-Adresse')
    await userEvent.clear(email)
    await userEvent.type(email, 'anna.schmidt@')
    await userEvent.click(canvas.getByRole('button', { name: 'Nachricht senden' }))
    await expect(await canvas.findByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible()
    await expect(canvas.getByText('Bitte geben Sie einen Betreff ein.')).toBeVisible()
    await expect(canvas.getByText('Bitte schreiben Sie uns Ihr Anliegen.')).toBeVisible()
    await expect(canvas.getByLabelText('Ihre Nachricht')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const FormSending: Story = {
  tags: ['spec:4.contact-support.in-progress'],
  parameters: {
    path: paths.contactForm.getHref(),
    msw: [http.post('*/api/customer/user/support-requests', () => delay('infinite'))],
  },
  play: async (context) => {
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Nachricht senden' }))
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Nachricht senden' })).toHaveAttribute('aria-busy', 'true'),
    )
  },
}

export const FormSent: Story = {
  tags: ['spec:4.contact-support.success-modal'],
  parameters: { path: paths.contactForm.getHref() },
  play: async (context) => {
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Nachricht senden' }))
    const dialog = await context.canvas.findByRole('dialog', { name: 'Vielen Dank für Ihre Nachricht' })
    await expect(
      within(dialog).getByText(
        'Wir haben Ihre Anfrage erhalten und antworten Ihnen per E-Mail an anna.schmidt@example.de.',
      ),
    ).toBeVisible()
    await expect(within(dialog).getByRole('button', { name: 'Zur Kontaktseite' })).toBeVisible()
  },
}

export const FormFailed: Story = {
  tags: ['spec:4.contact-support.error-id'],
  parameters: {
    path: paths.contactForm.getHref(),
    faults: [{ service: 'customer', endpoint: 'POST /user/support-requests', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Nachricht senden' }))
    const message = await context.canvas.findByText(genericError)
    await expect(message).toBeVisible()
    const alert = within(message.closest('[role="alert"]') as HTMLElement)
    await expect(alert.getByText(/^Fehler-ID: [0-9a-f-]{36}$/)).toBeVisible()
    // What was typed is kept.
    await expect(context.canvas.getByLabelText('Betreff')).toHaveValue('Lieferung')
    await expect(context.canvas.getByLabelText('Ihre Nachricht')).toHaveValue('Wann?')
  },
}
