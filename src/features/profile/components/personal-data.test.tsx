import { screen, within } from '@testing-library/react'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { mergePersonalData } from '../api/personal-data'
import { paths } from '@/shared/config/paths'

describe('personal data', () => {
  it(
    'asks for the personal details with strict address typing and packstation mapping',
    { tags: ['spec:7.profile.personal-details'] },
    async () => {
      const requests: URL[] = []
      const { server } = await import('@mock-server/harness/node')
      const listener = ({ request }: { request: Request }) => {
        const url = new URL(request.url)
        if (url.pathname === '/api/customer/user/personal-details') requests.push(url)
      }
      server.events.on('request:start', listener)
      try {
        await renderApp({ scenario: 'default', path: paths.myProfile.getHref() })
        expect(await screen.findByText('12.04.1968')).toBeInTheDocument()
      } finally {
        server.events.removeListener('request:start', listener)
      }
      expect(requests.length).toBeGreaterThan(0)
      for (const url of requests) {
        expect(url.searchParams.get('address_strict_typing')).toBe('true')
        expect(url.searchParams.get('packstation_mapping')).toBe('true')
      }
    },
  )

  it('shows the phone number in international format, however the service stored it', async () => {
    const { server } = await import('@mock-server/harness/node')
    const { db } = await import('@mock-server/db/db')
    // Falls through to the mock's own handler once the stored number is the way a call centre typed it.
    server.use(
      http.get('*/api/customer/user/personal-details', async () => {
        await db.customers.update((q) => q.where({ customerNumber: '12345678' }), {
          data(record) {
            record.phoneNumber = '030/1234567'
          },
        })
      }),
    )
    await renderApp({ scenario: 'default', path: paths.myProfile.getHref() })
    expect(await screen.findByText('+49 30 1234567')).toBeInTheDocument()
    expect(screen.queryByText('030/1234567')).toBeNull()
  })

  it(
    'is reached from the navigation entry "Meine Daten"',
    { tags: ['spec:2.routes.my-profile', 'spec:2.shell.section-heading'] },
    async () => {
      const { user, router } = await renderApp({ scenario: 'default', path: paths.home.getHref() })
      const navigation = await screen.findByRole('navigation', { name: 'Mein Konto' })
      await user.click(await within(navigation).findByRole('link', { name: 'Meine Daten' }))
      expect(router.state.location.pathname).toBe('/my-profile')
      expect(await screen.findByRole('heading', { level: 1, name: 'Meine Daten' })).toBeInTheDocument()
    },
  )

  it(
    'hides "Meine Daten" and "Zahlungsarten" in the navigation while the profile has no billing address',
    { tags: ['spec:2.navigation.incomplete-profile'] },
    async () => {
      await renderApp({ scenario: 'incomplete-profile', path: paths.orders.getHref() })
      // The hint comes from the same personal details that hide the entries.
      expect(await screen.findByText('Bitte vervollständigen Sie Ihr Profil')).toBeInTheDocument()
      const navigation = screen.getByRole('navigation', { name: 'Mein Konto' })
      expect(within(navigation).getByRole('link', { name: 'Alle Bestellungen' })).toBeInTheDocument()
      expect(within(navigation).queryByRole('link', { name: 'Meine Daten' })).toBeNull()
      expect(within(navigation).queryByRole('link', { name: 'Zahlungsarten' })).toBeNull()
    },
  )

  it(
    'takes what the personal details leave out from the signed-in customer',
    { tags: ['spec:7.profile.personal-details'] },
    () => {
      const merged = mergePersonalData(
        { email: '', dateOfBirth: '1990-2-3', countryCode: 'CH' },
        { customerNumber: '555', firstName: 'Jonas', lastName: 'Becker', email: 'jonas@example.de' },
      )
      expect(merged).toMatchObject({
        customerNumber: '555',
        firstName: 'Jonas',
        lastName: 'Becker',
        email: 'jonas@example.de',
        dateOfBirthShown: '03.02.1990',
        countryName: 'Schweiz',
      })
    },
  )
})
