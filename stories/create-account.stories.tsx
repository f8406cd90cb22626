import type { Meta, StoryObj } from '@storybook/react-vite'
import { delay, http } from 'msw'
import { expect, waitFor } from 'storybook/test'
import { annaSchmidt } from '../fixtures/customers'
import { erikaMuster } from '../testing/new-customer'
import { paths } from '../src/shared/config/paths'

/**
 * The login page's account steps: create account (every field rule and every answer of the
 * account service), double opt-in, email unknown (Swiss shop) and password unknown.
 */
const meta = {
  title: 'Seiten/Kundenkonto erstellen',
  render: () => <></>,
  parameters: { scenario: 'anonymous', path: paths.login.getHref() },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>
type PlayContext = Parameters<NonNullable<Story['play']>>[0]

const newEmail = erikaMuster.email

/** Erika Muster, unknown to the shop, as typed into the form, with the optional password. */
const erika: Record<string, string> = { ...erikaMuster.accountForm, 'Passwort (optional)': 'Tulpe-Fluss-2026' }

async function enterUsername({ canvas, userEvent }: PlayContext, username: string) {
  await userEvent.type(await canvas.findByLabelText(/^E-Mail-Adresse/), username)
  await userEvent.click(canvas.getByRole('button', { name: 'Weiter' }))
}

async function openCreateAccount(context: PlayContext, email = newEmail) {
  await enterUsername(context, email)
  await context.canvas.findByRole('heading', { name: 'Kundenkonto erstellen' })
}

async function fillForm({ canvas, userEvent }: PlayContext, overrides: Record<string, string> = {}) {
  for (const [label, value] of Object.entries({ ...erika, ...overrides })) {
    const field = canvas.getByLabelText(label, { selector: 'input' })
    await userEvent.clear(field)
    if (value === '') continue
    await userEvent.click(field)
    await userEvent.paste(value)
  }
}

async function submit({ canvas, userEvent }: PlayContext) {
  await userEvent.click(canvas.getByRole('button', { name: 'Kundenkonto erstellen' }))
}

/** A field's message below it: its accessible description. */
async function expectFieldError({ canvas }: PlayContext, label: string, message: string) {
  await waitFor(() =>
    expect(canvas.getByLabelText(label, { selector: 'input' })).toHaveAccessibleDescription(
      expect.stringContaining(message),
    ),
  )
}

function fieldRuleStory(overrides: Record<string, string>, label: string, message: string): Story {
  return {
    play: async (context) => {
      await openCreateAccount(context)
      await fillForm(context, overrides)
      await submit(context)
      await expectFieldError(context, label, message)
    },
  }
}

export const FormEmpty: Story = {
  tags: ['spec:4.login.steps', 'spec:4.login.unknown-email-create-account'],
  play: async (context) => {
    await openCreateAccount(context)
    const { canvas } = context
    await expect(canvas.getByLabelText('E-Mail-Adresse')).toHaveValue(newEmail)
    await expect(canvas.getByRole('radio', { name: 'Frau' })).toBeChecked()
    await expect(canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('DE')
    await expect(canvas.getByRole('link', { name: 'Als Gast bestellen' })).toBeVisible()
  },
}

export const FormEmptyAustria: Story = {
  globals: { locale: 'at' },
  play: async (context) => {
    await openCreateAccount(context)
    await expect(context.canvas.getByRole('combobox', { name: 'Land' })).toHaveValue('AT')
  },
}

export const FormFilled: Story = {
  play: async (context) => {
    await openCreateAccount(context)
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('checkbox', { name: /Newsletter/ }))
    await expect(context.canvas.getByText('Passwortstärke: sehr sicher')).toBeVisible()
  },
}

export const RequiredFieldsMissing: Story = {
  play: async (context) => {
    await openCreateAccount(context)
    await submit(context)
    for (const [label, message] of [
      ['Vorname', 'Bitte prüfen Sie Ihren Vornamen.'],
      ['Nachname', 'Bitte prüfen Sie Ihren Nachnamen.'],
      ['Geburtsdatum', 'Bitte prüfen Sie Ihr Geburtsdatum.'],
      ['Straße', 'Bitte prüfen Sie Ihre Straße.'],
      ['Hausnummer', 'Bitte prüfen Sie Ihre Hausnummer.'],
      ['Postleitzahl', 'Bitte prüfen Sie Ihre Postleitzahl.'],
      ['Ort', 'Bitte prüfen Sie Ihren Ort.'],
    ] as const)
      await expectFieldError(context, label, message)
  },
}

export const PostcodeTooShort = fieldRuleStory(
  { Postleitzahl: '1234' },
  'Postleitzahl',
  'Bitte prüfen Sie Ihre Postleitzahl: Sie hat in Deutschland mindestens 5 Zeichen.',
)
export const StreetWithSpecialCharacters = fieldRuleStory(
  { Straße: 'Muster#weg' },
  'Straße',
  'Bitte prüfen Sie Ihre Straße: Sonderzeichen sind nicht möglich.',
)
export const StreetIsPackstation = fieldRuleStory(
  { Straße: 'Packstation' },
  'Straße',
  'Eine Packstation ist als Rechnungsadresse nicht möglich.',
)
export const BirthDateNotDigits = fieldRuleStory(
  { Geburtsdatum: '24. Dez 1980' },
  'Geburtsdatum',
  'Bitte geben Sie Ihr Geburtsdatum nur mit Ziffern und Punkten ein: TT.MM.JJJJ.',
)
export const BirthDateDoesNotExist = fieldRuleStory(
  { Geburtsdatum: '31.02.1990' },
  'Geburtsdatum',
  'Bitte prüfen Sie Ihr Geburtsdatum: Dieses Datum gibt es nicht.',
)
export const NotAnAdult = fieldRuleStory(
  { Geburtsdatum: '21.11.2008' },
  'Geburtsdatum',
  'Ein Kundenkonto können Sie ab 18 Jahren eröffnen.',
)
export const EmailInvalid = fieldRuleStory(
  { 'E-Mail-Adresse': 'erika@' },
  'E-Mail-Adresse',
  'Bitte prüfen Sie Ihre E-Mail-Adresse.',
)
export const PasswordTooShort = fieldRuleStory(
  { 'Passwort (optional)': 'kurz' },
  'Passwort (optional)',
  'Geben Sie mind. 8 Zeichen ein.',
)

export const Sending: Story = {
  parameters: { msw: [http.post('*/api/customer/user/account', () => delay('infinite'))] },
  play: async (context) => {
    await openCreateAccount(context)
    await fillForm(context)
    await submit(context)
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Kundenkonto erstellen' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}

// Answers of the account service (spec section 8): each key at its field with the service's text.
export const ServerInvalidFirstName = fieldRuleStory(
  { Vorname: 'Erika2' },
  'Vorname',
  'Ein Vorname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.',
)
export const ServerInvalidLastName = fieldRuleStory(
  { Nachname: 'Muster3' },
  'Nachname',
  'Ein Nachname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.',
)
export const ServerInvalidStreet = fieldRuleStory(
  { Straße: '12345' },
  'Straße',
  'Bitte geben Sie einen Straßennamen ohne Sonderzeichen an.',
)
export const ServerInvalidStreetNumber = fieldRuleStory(
  { Hausnummer: 'abc' },
  'Hausnummer',
  'Eine Hausnummer beginnt mit einer Ziffer, z. B. 12, 12a oder 12-14.',
)
export const ServerInvalidAddressAddition = fieldRuleStory(
  { 'Adresszusatz (optional)': 'Hinterhaus #3' },
  'Adresszusatz (optional)',
  'Der Adresszusatz darf höchstens 50 Zeichen lang sein und keine Sonderzeichen enthalten.',
)
export const ServerInvalidZipCode = fieldRuleStory(
  { Postleitzahl: '1011a' },
  'Postleitzahl',
  'Die Postleitzahl „1011a“ gibt es in Deutschland nicht: Sie hat fünf Ziffern.',
)
export const ServerInvalidCity = fieldRuleStory(
  { Ort: 'Berlin 10' },
  'Ort',
  'Bitte geben Sie den Ort ohne Ziffern und Sonderzeichen an.',
)
export const ServerInvalidEmail = fieldRuleStory(
  { 'E-Mail-Adresse': 'erika@muster.invalid' },
  'E-Mail-Adresse',
  'An diese E-Mail-Adresse können wir keine E-Mails senden. Bitte prüfen Sie sie.',
)
export const EmailExists = fieldRuleStory(
  { 'E-Mail-Adresse': annaSchmidt.email },
  'E-Mail-Adresse',
  'Zu dieser E-Mail-Adresse gibt es bereits ein Kundenkonto.',
)

export const DuplicateAccount: Story = {
  tags: ['spec:4.login.duplicate-account'],
  play: async (context) => {
    await openCreateAccount(context, 'anna.neu@example.de')
    await fillForm(context, { Vorname: 'Anna', Nachname: 'Schmidt', Geburtsdatum: '12.04.1968' })
    await submit(context)
    await expect(await context.canvas.findByRole('heading', { name: 'Passwort eingeben' })).toBeVisible()
    await expect(context.canvas.getByText(annaSchmidt.email, { ignore: 'script, style, dialog *' })).toBeVisible()
  },
}

export const CreationFailed: Story = {
  tags: ['spec:4.login.creation-failure-keeps-step'],
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/account', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await openCreateAccount(context)
    await fillForm(context)
    await submit(context)
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent(
      'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
    )
    await expect(context.canvas.getByLabelText('Vorname')).toHaveValue('Erika')
  },
}

export const DoubleOptIn: Story = {
  tags: ['spec:4.login.steps', 'spec:4.login.account-created-double-opt-in'],
  play: async (context) => {
    await openCreateAccount(context)
    await fillForm(context)
    await context.userEvent.click(context.canvas.getByRole('checkbox', { name: /Newsletter/ }))
    await submit(context)
    await expect(
      await context.canvas.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible()
    await expect(context.canvas.getByText(/innerhalb von 24 Stunden/)).toBeVisible()
    await expect(context.canvas.getByText(/Willkommensgutschein über 10\s€/)).toBeVisible()
  },
}

export const DoubleOptInWithoutNewsletter: Story = {
  tags: ['spec:4.login.account-created-double-opt-in'],
  play: async (context) => {
    await openCreateAccount(context)
    await fillForm(context, { 'Passwort (optional)': '' })
    await submit(context)
    await expect(
      await context.canvas.findByRole('heading', { name: 'Bitte bestätigen Sie Ihre E-Mail-Adresse' }),
    ).toBeVisible()
    await expect(context.canvas.queryByText(/Willkommensgutschein/)).not.toBeInTheDocument()
  },
}

export const EmailUnknownSwiss: Story = {
  tags: ['spec:4.login.steps', 'spec:4.login.unknown-email-swiss'],
  globals: { locale: 'ch' },
  play: async (context) => {
    await enterUsername(context, 'jemand@example.ch')
    const { canvas } = context
    await expect(await canvas.findByRole('heading', { name: 'Kein Kundenkonto gefunden' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Als Gast bestellen' })).toHaveAttribute(
      'href',
      'https://www.hse.ch/',
    )
    await expect(canvas.getByRole('link', { name: '0800 29 888 02' })).toBeVisible()
  },
}

async function openPasswordUnknown(context: PlayContext) {
  await enterUsername(context, annaSchmidt.email)
  await context.userEvent.click(await context.canvas.findByRole('button', { name: 'Passwort vergessen?' }))
  await expect(await context.canvas.findByRole('heading', { name: 'Passwort vergessen?' })).toBeVisible()
}

export const PasswordUnknown: Story = {
  tags: ['spec:4.login.steps'],
  play: async (context) => {
    await openPasswordUnknown(context)
    await expect(context.canvas.getByRole('link', { name: '0800 29 888 00' })).toBeVisible()
  },
}

export const PasswordUnknownSending: Story = {
  parameters: { msw: [http.post('*/api/customer/user/reset-password', () => delay('infinite'))] },
  play: async (context) => {
    await openPasswordUnknown(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Link zum Zurücksetzen senden' }))
    await waitFor(() =>
      expect(context.canvas.getByRole('button', { name: 'Link zum Zurücksetzen senden' })).toHaveAttribute(
        'aria-busy',
        'true',
      ),
    )
  },
}

export const PasswordUnknownFailed: Story = {
  parameters: {
    faults: [{ service: 'customer', endpoint: 'POST /user/reset-password', kind: 'http-500', remaining: 'always' }],
  },
  play: async (context) => {
    await openPasswordUnknown(context)
    await context.userEvent.click(context.canvas.getByRole('button', { name: 'Link zum Zurücksetzen senden' }))
    await expect(await context.canvas.findByRole('alert')).toHaveTextContent('Da hat etwas nicht geklappt')
  },
}
