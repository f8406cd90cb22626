import { expect, expectNoAxeViolations, test } from './fixtures'
import { LoginPage } from './pages/login-page'

// Sending the link, the mailed link, its expiry and failures: src/features/auth/magic-link/magic-link.test.tsx
// and stories/magic-link.stories.tsx. Here only the password step with the flag off, whose axe scan no story has.
test.use({ scenario: 'anonymous' })

const sendAction = 'Anmeldelink per E-Mail senden'

test.describe('magic link with the flag magicLinkLogin off', () => {
  test.use({ flags: { magicLinkLogin: false } })

  test('the password step offers no link', { tag: ['@spec:3.flags.magicLinkLogin'] }, async ({ page, customer }) => {
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    await expect(login.passwordField()).toBeVisible()
    await expect(page.getByRole('button', { name: sendAction })).toHaveCount(0)
    await expect(page.getByText('Ohne Passwort anmelden')).toHaveCount(0)
    await expectNoAxeViolations(page)
  })
})
