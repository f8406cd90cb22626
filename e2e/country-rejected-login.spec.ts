import { expect, test } from './fixtures'
import { LoginPage } from './pages/login-page'

test.use({ scenario: 'country-rejected-login' })

test('an Austrian customer on the German shop is sent to the Austrian shop after the password step', async ({
  page,
  customer,
}) => {
  const login = new LoginPage(page)
  await login.signIn(customer.username, customer.password as string)
  await expect(login.error()).toContainText('Ihr Kundenkonto gehört zu unserem Shop für Österreich')
  await expect(page.getByRole('link', { name: 'www.hse.at' })).toHaveAttribute(
    'href',
    'https://www.hse.at/dpl/av/login',
  )
  await expect(login.passwordField()).toHaveValue(customer.password as string)
})
