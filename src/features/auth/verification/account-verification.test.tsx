import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { expectPageViewSent } from '@testing/page-views'
import { toDayMonthYear } from '@/shared/validation/dates'
import { db } from '@mock-server/db/db'
import { server } from '@mock-server/harness/node'
import { mockNow } from '@mock-server/runtime/clock'
import { gerdUnverified } from '@fixtures/customers'
import { paths } from '@/shared/config/paths'
import { setTrackingConsent } from '@mock-server/harness/consent-manager'

type User = Awaited<ReturnType<typeof renderApp>>['user']

const verifyButton = () => screen.getByRole('button', { name: 'Kundenkonto bestätigen' })

/** Gerd Wagner as the scenario seeded him: his orders, addresses and birth date come from the db. */
function gerd() {
  const customer = db.customers.findFirst((q) => q.where({ email: gerdUnverified.email }))
  if (!customer?.dateOfBirth) throw new Error('unverified-account has no Gerd Wagner with a birth date')
  const orders = db.orders.findMany((q) => q.where({ customer: { id: customer.id } }))
  const billing = db.billingAddresses.findFirst((q) => q.where({ customer: { id: customer.id } }))
  if (!orders[0] || !billing) throw new Error('Gerd Wagner has no orders or no billing address')
  return {
    customer,
    orderNumber: orders[0].number,
    orderNumbers: orders.map((order) => order.number),
    billing,
    /** As a customer types it: dd.mm.yyyy. */
    birthDate: toDayMonthYear(customer.dateOfBirth) as string,
  }
}

/** Bodies of POST /customers/verify exactly as they went over the wire (snake_case). */
function recordVerifyRequests(): unknown[] {
  const bodies: unknown[] = []
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith('/customers/verify')) bodies.push(await request.clone().json())
  })
  return bodies
}

afterEach(() => server.events.removeAllListeners())

async function fromLoginPage(username: string) {
  const view = await renderApp({ scenario: 'unverified-account', path: paths.login.getHref() })
  await view.user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), username)
  await view.user.click(screen.getByRole('button', { name: 'Weiter' }))
  return view
}

async function fillOrderNumberStep(user: User, orderNumber: string, birthDate: string) {
  await user.type(await screen.findByLabelText('Bestellnummer'), orderNumber)
  await user.type(screen.getByLabelText('Geburtsdatum'), birthDate)
  await user.click(verifyButton())
}

describe('account verification: from the login page to the right step', () => {
  it(
    'sends a customer who entered his email to the order-number step and says why',
    {
      tags: [
        'spec:4.login.no-credentials-email',
        'spec:8.username-check.no-credentials',
        'spec:2.routes.account-verification',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const { router } = await fromLoginPage(gerdUnverified.email)
      expect(await screen.findByRole('heading', { level: 2, name: 'Mit Ihrer Bestellnummer bestätigen' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/account-verification')
      expect(screen.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigen' })).toBeVisible()
      expect(
        screen.getByText(/Für Ihr Kundenkonto sind noch keine Zugangsdaten hinterlegt. Bitte bestätigen Sie/),
      ).toBeVisible()
      expect(screen.getByText(gerdUnverified.email)).toBeVisible()
      expect(screen.queryByLabelText('E-Mail-Adresse oder Kundennummer')).not.toBeInTheDocument()
      await expectPageViewSent('account_data_confirmation_order_number')
    },
  )

  it(
    'sends one who entered his customer number to the customer-number step, the number filled in',
    {
      tags: [
        'spec:4.login.no-credentials-customer-number',
        'spec:2.routes.account-verification',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const { router } = await fromLoginPage(gerdUnverified.customerNumber)
      expect(await screen.findByRole('heading', { name: 'Mit Ihrer Kundennummer bestätigen' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/account-verification/customer-number-verification')
      expect(screen.getByLabelText('Kundennummer')).toHaveValue(gerdUnverified.customerNumber)
      await expectPageViewSent('account_data_confirmation_customer_number')
    },
  )
})

describe('account verification: verified', () => {
  it(
    'verifies with order number and birth date, mails a link, and the password set from it signs in',
    {
      tags: [
        'spec:4.account-verification.states',
        'spec:4.account-verification.verified',
        'spec:7.account.verify',
        'spec:2.routes.account-verification',
      ],
    },
    async () => {
      const sent = recordVerifyRequests()
      const { user, router } = await fromLoginPage(gerdUnverified.email)
      const { orderNumber, birthDate, customer } = gerd()
      await fillOrderNumberStep(user, orderNumber, birthDate)

      expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/account-verification/success')
      expect(screen.getByRole('status')).toHaveTextContent(
        `Wir haben Ihnen eine E-Mail an ${gerdUnverified.email} geschickt. Über den Link darin legen Sie Ihr Passwort fest.`,
      )
      expect(sent).toEqual([
        {
          verification_method: 'ORDER_NUMBER',
          username: gerdUnverified.email,
          order_number: orderNumber,
          date_of_birth: customer.dateOfBirth,
        },
      ])
      const [mail] = db.outbox.all()
      expect(db.outbox.all()).toHaveLength(1)
      expect(mail).toMatchObject({ to: gerdUnverified.email, kind: 'account-activation' })
      expect(mail?.link).toMatch(/^\/set-password\?token=[0-9a-f]{32}$/)
      const token = db.tokens.findFirst((q) => q.where({ token: mail?.link?.split('token=')[1] ?? '' }))
      expect(token?.type).toBe('account-activation')
      expect(new Date(token?.expiresAt ?? 0).getTime() - mockNow().getTime()).toBeGreaterThan(23.9 * 60 * 60 * 1000)

      await router.navigate(mail?.link ?? '')
      await user.type(await screen.findByLabelText('Neues Passwort'), 'Wagner-Garten-1952')
      await user.type(screen.getByLabelText('Neues Passwort wiederholen'), 'Wagner-Garten-1952')
      await user.click(screen.getByRole('button', { name: 'Passwort speichern' }))
      expect(await screen.findByText(/Ihr neues Passwort ist gespeichert/)).toBeVisible()

      await user.click(screen.getByRole('link', { name: 'Zur Anmeldung' }))
      await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), gerdUnverified.email)
      await user.click(screen.getByRole('button', { name: 'Weiter' }))
      await user.type(await screen.findByLabelText('Passwort'), 'Wagner-Garten-1952')
      await user.click(screen.getByRole('button', { name: 'Anmelden' }))
      expect(await screen.findByText('Hallo Gerd Wagner', {}, { timeout: 4000 })).toBeVisible()
    },
  )

  it('verifies with the customer number (single spaces allowed) and does not name an address it was not given', async () => {
    const sent = recordVerifyRequests()
    const { user } = await fromLoginPage(gerdUnverified.customerNumber)
    const { birthDate, customer } = gerd()
    const field = await screen.findByLabelText('Kundennummer')
    await user.clear(field)
    await user.type(field, '6789 0123')
    await user.type(screen.getByLabelText('Geburtsdatum'), birthDate.replaceAll('.', '/'))
    await user.click(verifyButton())

    expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Wir haben Ihnen eine E-Mail an die E-Mail-Adresse Ihres Kundenkontos geschickt.',
    )
    expect(sent).toEqual([
      {
        verification_method: 'CUSTOMER_NUMBER',
        username: gerdUnverified.customerNumber,
        customer_number: gerdUnverified.customerNumber,
        date_of_birth: customer.dateOfBirth,
      },
    ])
    expect(db.outbox.all()).toEqual([expect.objectContaining({ to: gerdUnverified.email, kind: 'account-activation' })])
  })

  it(
    'offers the address when no order number is at hand, keeps the birth date typed, and verifies with it',
    { tags: ['spec:2.routes.account-verification', 'spec:2.navigation.tracking-page-types'] },
    async () => {
      setTrackingConsent(true)
      const sent = recordVerifyRequests()
      const { user, router } = await fromLoginPage(gerdUnverified.email)
      const { billing, birthDate, customer } = gerd()
      await user.type(await screen.findByLabelText('Geburtsdatum'), birthDate)
      expect(screen.getByText('Keine Bestellnummer zur Hand?')).toBeVisible()
      await user.click(screen.getByRole('link', { name: 'Mit Ihrer Adresse bestätigen' }))

      expect(await screen.findByRole('heading', { name: 'Mit Ihrer Adresse bestätigen' })).toHaveFocus()
      expect(router.state.location.pathname).toBe('/account-verification/address-verification')
      await expectPageViewSent('account_data_confirmation_address')
      expect(screen.getByText(gerdUnverified.email)).toBeVisible()
      expect(screen.getByLabelText('Geburtsdatum')).toHaveValue(birthDate)

      await user.click(verifyButton())
      expect(await screen.findByText('Bitte prüfen Sie Ihre Straße.')).toBeVisible()
      expect(screen.getByText('Bitte prüfen Sie Ihre Hausnummer.')).toBeVisible()
      expect(screen.getByText('Bitte prüfen Sie Ihre Postleitzahl.')).toBeVisible()
      await user.type(screen.getByLabelText('Postleitzahl'), billing.zipCode.slice(0, 4))
      await user.click(verifyButton())
      expect(await screen.findByText('Bitte prüfen Sie Ihre Postleitzahl.')).toBeVisible()
      expect(screen.getByLabelText('Postleitzahl')).toHaveAttribute('aria-invalid', 'true')
      expect(sent).toEqual([])

      await user.clear(screen.getByLabelText('Postleitzahl'))
      await user.type(screen.getByLabelText('Postleitzahl'), billing.zipCode)
      await user.type(screen.getByLabelText('Straße'), billing.street)
      await user.type(screen.getByLabelText('Hausnummer'), billing.streetNumber)
      await user.click(verifyButton())
      expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
      expect(sent).toEqual([
        {
          verification_method: 'ADDRESS',
          username: gerdUnverified.email,
          street: billing.street,
          street_number: billing.streetNumber,
          zip_code: billing.zipCode,
          date_of_birth: customer.dateOfBirth,
        },
      ])
    },
  )
})

describe('account verification: the address as the customer writes it', () => {
  it('matches a delivery address with "Straße" written out where the db has "Str."', async () => {
    const { user } = await renderApp({
      scenario: 'unverified-account',
      path: paths.accountVerification.getHref('address'),
    })
    const { customer, birthDate } = gerd()
    await db.deliveryAddresses.update((q) => q.where({ customer: { id: customer.id } }), {
      data(address) {
        address.street = 'Lindenstr.'
        address.streetNumber = '12 b'
        address.zipCode = '10115'
      },
    })
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), gerdUnverified.email)
    await user.type(screen.getByLabelText('Straße'), 'lindenstraße')
    await user.type(screen.getByLabelText('Hausnummer'), '12B')
    await user.type(screen.getByLabelText('Postleitzahl'), '10115')
    await user.type(screen.getByLabelText('Geburtsdatum'), birthDate)
    await user.click(verifyButton())
    expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
  })

  it('does not match another street at the same postcode and number', async () => {
    const { user } = await renderApp({
      scenario: 'unverified-account',
      path: paths.accountVerification.getHref('address'),
    })
    const { billing, birthDate } = gerd()
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), gerdUnverified.email)
    await user.type(screen.getByLabelText('Straße'), `${billing.street}weg`)
    await user.type(screen.getByLabelText('Hausnummer'), billing.streetNumber)
    await user.type(screen.getByLabelText('Postleitzahl'), billing.zipCode)
    await user.type(screen.getByLabelText('Geburtsdatum'), birthDate)
    await user.click(verifyButton())
    expect(await screen.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })).toBeVisible()
  })
})

describe('account verification: field rules (spec section 5)', () => {
  it(
    'shows invalid messages at the order-number step’s fields and sends nothing',
    {
      tags: [
        'spec:5.verification.order-number-invalid',
        'spec:5.birth-date.required',
        'spec:5.birth-date.digits-and-separators',
        'spec:5.birth-date.adult',
      ],
    },
    async () => {
      const sent = recordVerifyRequests()
      const { user, router } = await fromLoginPage(gerdUnverified.email)
      await screen.findByLabelText('Bestellnummer')
      await user.click(verifyButton())
      expect(await screen.findByText('Bitte geben Sie Ihre Bestellnummer ein.')).toBeVisible()
      expect(screen.getByText('Bitte geben Sie Ihr Geburtsdatum ein.')).toBeVisible()

      const orderNumber = screen.getByLabelText('Bestellnummer')
      const birthDate = screen.getByLabelText('Geburtsdatum')
      for (const [typedOrderNumber, typedBirthDate, orderError, birthDateError] of [
        ['12345', '8. November 1952', 'Bestellnummer: Sie besteht aus 9 Ziffern.', 'im Format TT.MM.JJJJ'],
        ['A-183501968', '08.11.52', 'Bestellnummer: Sie besteht aus 9 Ziffern.', 'im Format TT.MM.JJJJ'],
        [gerd().orderNumber, '31.02.1952', null, 'Dieses Datum gibt es nicht.'],
        [gerd().orderNumber, '21.11.2008', null, 'Ein Kundenkonto ist erst ab 18 Jahren möglich.'],
      ] as const) {
        await user.clear(orderNumber)
        await user.type(orderNumber, typedOrderNumber)
        await user.clear(birthDate)
        await user.type(birthDate, typedBirthDate)
        await user.click(verifyButton())
        expect(await screen.findByText(new RegExp(birthDateError))).toBeVisible()
        expect(birthDate).toHaveAttribute('aria-invalid', 'true')
        if (orderError) expect(screen.getByText(new RegExp(orderError))).toBeVisible()
        else expect(orderNumber).not.toHaveAttribute('aria-invalid')
      }
      expect(sent).toEqual([])
      expect(router.state.location.pathname).toBe('/account-verification')
    },
  )

  it('accepts an adult born exactly 18 years before today', { tags: ['spec:5.birth-date.adult'] }, async () => {
    const { user } = await fromLoginPage(gerdUnverified.email)
    await user.type(await screen.findByLabelText('Geburtsdatum'), '20.11.2008')
    await user.click(verifyButton())
    await screen.findByText('Bitte geben Sie Ihre Bestellnummer ein.')
    expect(screen.getByLabelText('Geburtsdatum')).not.toHaveAttribute('aria-invalid')
  })

  it(
    'shows the invalid message at the customer-number field and sends nothing',
    { tags: ['spec:5.verification.customer-number-invalid'] },
    async () => {
      const sent = recordVerifyRequests()
      const { user } = await fromLoginPage(gerdUnverified.customerNumber)
      const field = await screen.findByLabelText('Kundennummer')
      await user.clear(field)
      await user.click(verifyButton())
      expect(await screen.findByText('Bitte geben Sie Ihre Kundennummer ein.')).toBeVisible()
      for (const typed of ['6789O123', '6789  0123', '6789-0123']) {
        await user.clear(field)
        await user.type(field, typed)
        await user.click(verifyButton())
        expect(
          await screen.findByText('Bitte prüfen Sie Ihre Kundennummer: Sie besteht nur aus Ziffern.'),
        ).toBeVisible()
      }
      await user.type(screen.getByLabelText('Geburtsdatum'), '1952-11-08')
      await user.click(verifyButton())
      expect(await screen.findByText(/im Format TT.MM.JJJJ/)).toBeVisible()
      expect(sent).toEqual([])
    },
  )
})

describe('account verification: not verified', () => {
  it(
    'ends on the customer service with the service line after wrong data, and going back keeps what was typed',
    {
      tags: [
        'spec:4.account-verification.not-verified',
        'spec:9.service.hours-8-to-21-toll-free',
        'spec:9.service.support-email-24-7',
        'spec:2.routes.account-verification',
        'spec:2.navigation.tracking-page-types',
      ],
    },
    async () => {
      setTrackingConsent(true)
      const { user, router } = await fromLoginPage(gerdUnverified.email)
      const { orderNumbers, birthDate } = gerd()
      const notHis = orderNumbers.includes('123456789') ? '987654321' : '123456789'
      await fillOrderNumberStep(user, notHis, birthDate)

      expect(await screen.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })).toHaveFocus()
      expect(router.state.location.pathname).toBe('/account-verification/customer-service-verification')
      expect(screen.getByRole('status')).toHaveTextContent(
        'Mit diesen Angaben konnten wir Ihr Kundenkonto leider nicht bestätigen.',
      )
      expect(screen.getByRole('link', { name: '0800 29 888 00' })).toHaveAttribute('href', 'tel:08002988800')
      expect(screen.getByText('täglich von 8 bis 21 Uhr')).toBeVisible()
      expect(screen.getByText(/Kostenlos anrufen/)).toBeVisible()
      const serviceEmail = screen.getByRole('link', { name: 'service@hse.de' })
      expect(serviceEmail).toHaveAttribute('href', 'mailto:service@hse.de')
      expect(serviceEmail.parentElement).toHaveTextContent('E-Mail rund um die Uhr: service@hse.de')
      await expectPageViewSent('account_data_confirmation_call_center')
      expect(db.outbox.all()).toEqual([])

      await user.click(screen.getByRole('link', { name: 'Angaben prüfen und nochmal versuchen' }))
      expect(await screen.findByLabelText('Bestellnummer')).toHaveValue(notHis)
      expect(screen.getByLabelText('Geburtsdatum')).toHaveValue(birthDate)
      expect(screen.getByText(gerdUnverified.email)).toBeVisible()
    },
  )

  it('does not verify his order number with someone else’s birth date', async () => {
    const { user } = await fromLoginPage(gerdUnverified.email)
    await fillOrderNumberStep(user, gerd().orderNumber, '09.11.1952')
    expect(await screen.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })).toBeVisible()
    expect(db.outbox.all()).toEqual([])
  })

  it(
    'sends a customer the backend does not answer VERIFIED for to the customer service, even with correct data',
    { tags: ['spec:4.account-verification.not-verified'] },
    async () => {
      const { user } = await fromLoginPage(gerdUnverified.email)
      const { customer, orderNumber, birthDate } = gerd()
      await db.customers.update((q) => q.where({ id: customer.id }), {
        data(record) {
          record.verificationStatus = 'NOT_VERIFIED'
        },
      })
      await fillOrderNumberStep(user, orderNumber, birthDate)
      expect(await screen.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })).toBeVisible()
      expect(db.outbox.all()).toEqual([])
    },
  )

  it.each([
    ['an HTTP 500', 'http-500'],
    ['a network error', 'network-error'],
  ] as const)(
    'goes to the customer service with the generic error after %s, and keeps what was typed',
    { tags: ['spec:4.account-verification.not-verified'] },
    async (_, kind) => {
      const { user, router } = await fromLoginPage(gerdUnverified.email)
      const { injectFault } = await import('@mock-server/runtime/faults')
      injectFault({ service: 'customer', endpoint: 'POST /customers/verify', kind, remaining: 1 })
      const { orderNumber, birthDate } = gerd()
      await fillOrderNumberStep(user, orderNumber, birthDate)

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.',
      )
      expect(router.state.location.pathname).toBe('/account-verification/customer-service-verification')
      expect(screen.getByRole('link', { name: '0800 29 888 00' })).toBeVisible()

      await user.click(screen.getByRole('link', { name: 'Angaben prüfen und nochmal versuchen' }))
      expect(await screen.findByLabelText('Bestellnummer')).toHaveValue(orderNumber)
      expect(screen.getByLabelText('Geburtsdatum')).toHaveValue(birthDate)
      await user.click(verifyButton())
      expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
    },
  )
})

describe('account verification: opened without the login page (reload, direct link)', () => {
  it('asks for the email or customer number on the order-number step', async () => {
    const sent = recordVerifyRequests()
    const { user } = await renderApp({ scenario: 'unverified-account', path: paths.accountVerification.getHref() })
    expect(await screen.findByRole('heading', { name: 'Mit Ihrer Bestellnummer bestätigen' })).toBeVisible()
    const username = screen.getByLabelText('E-Mail-Adresse oder Kundennummer')
    await user.click(verifyButton())
    expect(await screen.findByText('Bitte geben Sie Ihre E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()
    await user.type(username, 'gerd.wagner@')
    await user.click(verifyButton())
    expect(await screen.findByText('Bitte geben Sie eine gültige E-Mail-Adresse oder Kundennummer ein.')).toBeVisible()

    await user.clear(username)
    await user.type(username, ` ${gerdUnverified.email} `)
    await fillOrderNumberStep(user, gerd().orderNumber, gerd().birthDate)
    expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
    expect(screen.getByRole('status')).toHaveTextContent(gerdUnverified.email)
    expect(sent).toEqual([expect.objectContaining({ username: gerdUnverified.email })])
  })

  it('takes the customer number on its own step as the account', async () => {
    const sent = recordVerifyRequests()
    const { user } = await renderApp({
      scenario: 'unverified-account',
      path: paths.accountVerification.getHref('customerNumber'),
    })
    const field = await screen.findByLabelText('Kundennummer')
    expect(field).toHaveValue('')
    expect(screen.queryByLabelText('E-Mail-Adresse oder Kundennummer')).not.toBeInTheDocument()
    await user.type(field, `00${gerdUnverified.customerNumber}`)
    await user.type(screen.getByLabelText('Geburtsdatum'), gerd().birthDate)
    await user.click(verifyButton())
    expect(await screen.findByRole('heading', { name: 'Geschafft!' })).toBeVisible()
    expect(sent).toEqual([
      expect.objectContaining({
        username: gerdUnverified.customerNumber,
        customer_number: gerdUnverified.customerNumber,
      }),
    ])
  })

  it('sends an unknown account to the customer service without saying whether it exists', async () => {
    const { user } = await renderApp({ scenario: 'unverified-account', path: paths.accountVerification.getHref() })
    await user.type(await screen.findByLabelText('E-Mail-Adresse oder Kundennummer'), 'niemand@example.de')
    await fillOrderNumberStep(user, gerd().orderNumber, gerd().birthDate)
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Mit diesen Angaben konnten wir Ihr Kundenkonto leider nicht bestätigen.',
    )
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it(
    'shows the customer service route on its own with a way back to the login, and unknown sub-steps go to the start',
    { tags: ['spec:2.routes.account-verification'] },
    async () => {
      const { router } = await renderApp({
        scenario: 'unverified-account',
        path: paths.accountVerification.getHref('customerService'),
      })
      const heading = await screen.findByRole('heading', { name: 'Unser Kundenservice hilft Ihnen weiter' })
      expect(heading).not.toHaveFocus()
      expect(screen.queryByRole('status')).not.toBeInTheDocument()
      expect(within(heading.parentElement as HTMLElement).getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute(
        'href',
        paths.login.getHref(),
      )
      await router.navigate(`${paths.accountVerification.getHref()}/irgendwas`)
      expect(await screen.findByRole('heading', { name: 'Mit Ihrer Bestellnummer bestätigen' })).toBeVisible()
      expect(router.state.location.pathname).toBe('/account-verification')
    },
  )
})
