import { expect, expectNoAxeViolations, test } from './fixtures'
import { AccountVerificationPage } from './pages/account-verification-page'
import { LoginPage } from './pages/login-page'
import { paths } from '../src/shared/config/paths'

// Each step, its field rules, success with the mailed set-password link, the customer service and a
// server error: src/features/auth/verification/account-verification.test.tsx and
// stories/account-verification.stories.tsx; the set-password page the mail opens (its heading and axe scan
// with a strong password): password-reset.spec.ts. Here what a reload shows.
test.use({ scenario: 'unverified-account' })

test('a reload keeps the step and still knows the account; a direct link asks for it', async ({ page, customer }) => {
  const verification = new AccountVerificationPage(page)
  await new LoginPage(page).enterUsername(customer.username)
  await verification.expectOrderNumberStep()
  await page.reload()
  await verification.expectOrderNumberStep()
  await expect(page.getByText(customer.username, { exact: true })).toBeVisible()

  await page.goto(paths.accountVerification.getHref('address'))
  await expect(verification.stepHeading('Mit Ihrer Adresse bestätigen')).toBeVisible()
  await expect(page.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible()
  await expectNoAxeViolations(page)
})
