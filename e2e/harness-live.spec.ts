import { db } from '../mock-server/db/db'
import { applyScenario } from '../scenarios/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { paths } from '../src/shared/config/paths'
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures'
import { AccountPage } from './pages/account-page'
import { CreateAccountPage } from './pages/create-account-page'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'
import { NewPasswordForm } from './pages/new-password-form'
import { OrdersPage } from './pages/orders-page'

/** QA's panel: the clock, the request log, sign in as, flags at once, and it shows the truth while open. */

test.describe('in the anonymous scenario', () => {
  test.use({ scenario: 'anonymous' })

  test('a magic link is expired once the clock is moved past 10 minutes; the outbox shows the mail while open', async ({
    page,
    customer,
  }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await expect(panel.root.getByRole('heading', { name: 'Postausgang (0)' })).toBeVisible()
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    await page.getByRole('button', { name: 'Anmeldelink per E-Mail senden' }).click()
    await expect(page.getByRole('main').getByRole('status')).toContainText('Er gilt 10 Minuten.')
    // The open panel shows the new mail without being reopened.
    await expect(panel.root.getByRole('heading', { name: 'Postausgang (1)' })).toBeVisible()

    await panel.moveClock('+10 Min')
    await expect(panel.clock()).toContainText('(verstellt)')
    await expect(panel.root.getByText(/Uhr\s*20\.11\.26, 10:2\d/)).toBeVisible()
    await panel.openMailLink(customer.username)
    await expect(page.getByRole('alert')).toHaveText(/Dieser Anmeldelink ist abgelaufen oder wurde bereits verwendet\./)
  })

  test('a password link is expired 24 hours later', async ({ page, customer }) => {
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    await page.getByRole('button', { name: 'Passwort vergessen?' }).click()
    await page.getByRole('button', { name: 'Link zum Zurücksetzen senden' }).click()
    await expect(page.getByRole('heading', { name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
    const panel = new HarnessPanel(page)
    await panel.moveClock('+24 Std')
    await panel.openMailLink(customer.username)
    // The page checks the link when the new password is saved.
    const form = new NewPasswordForm(page)
    await form.fill('Tulpe-Fluss-2026')
    await form.save()
    await expect(page.getByRole('alert')).toContainText('Dieser Link ist abgelaufen oder wurde bereits verwendet.')
  })

  test('a registration link is expired 24 hours later', async ({ page }) => {
    const email = 'erika.spaet@example.de'
    await new LoginPage(page).enterUsername(email)
    const createAccount = new CreateAccountPage(page)
    await createAccount.expectVisible()
    await createAccount.fill({
      salutation: 'Frau',
      firstName: 'Erika',
      lastName: 'Spät',
      dateOfBirth: '24.12.1980',
      street: 'Musterweg',
      streetNumber: '12a',
      zipCode: '10115',
      city: 'Berlin',
      password: 'Tulpe-Fluss-2026',
      newsletter: false,
    })
    await createAccount.submit()
    await expect(createAccount.doubleOptInHeading()).toBeVisible()
    const panel = new HarnessPanel(page)
    await panel.moveClock('+24 Std')
    await panel.openMailLink(email)
    await expect(page.getByRole('alert')).toContainText('abgelaufen')
  })

  test('the request log lists an injected fault, the fault counter counts down while the panel is open', async ({
    page,
    customer,
  }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'customer', endpoint: 'POST /user/login', kind: 'http-500' })
    const activeFaults = panel.root.getByRole('list', { name: 'Aktive Fehler' })
    await expect(activeFaults).toContainText('noch 1×')
    const login = new LoginPage(page)
    await login.signIn(customer.username, customer.password as string)
    await expect(login.error()).toContainText('Da hat etwas nicht geklappt.')
    await expect(activeFaults.getByRole('listitem')).toHaveCount(0)

    const customerCalls = await panel.requests('customer')
    // Newest first: the header row, then the failed login.
    const newest = customerCalls.nth(1)
    await expect(newest).toContainText('POST /user/login')
    await expect(newest.getByRole('cell').nth(2)).toHaveText('500')
    await expect(newest.getByRole('cell').nth(4)).toHaveText('HTTP 500')
    await expect(newest.getByRole('cell').nth(3)).toHaveText(/^\d+ ms$/)
    const paymentCalls = await panel.requests('payment')
    await expect(paymentCalls).toHaveCount(0)
    await expect(panel.root.getByText('Noch keine Anfragen an payment.')).toBeVisible()
    await panel.root.getByLabel('Nach Dienst filtern').selectOption('')
    await expectNoAxeViolations(page)
  })

  test('tracking: nothing reaches the dataLayer without consent; with it the sign-in shows while open, without the email', async ({
    page,
    customer,
  }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    const consent = panel.root.getByRole('checkbox', { name: 'Tracking-Einwilligung erteilt' })
    // A fresh browser: no consent yet, as on a first visit.
    await expect(consent).not.toBeChecked()
    const login = new LoginPage(page)
    await login.enterUsername(customer.username)
    await expect(login.passwordField()).toBeVisible()
    await expect(panel.root.getByText('Auf dieser Seite noch nichts gesendet.')).toBeVisible()
    expect(await page.evaluate(() => window.dataLayer)).toEqual([])

    await consent.check()
    await login.enterPassword(customer.password as string)
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    const pushed = panel.root.getByRole('region', { name: 'dataLayer, neueste zuerst' })
    await expect(pushed).toContainText('{"event":"login","method":"email"}')
    await expect(pushed).toContainText('{"event":"page_view","page_type":"home"}')
    await expect(pushed).toContainText('"event":"user_data"')
    await expect(pushed).not.toContainText(customer.username)
    // The password step's view came before consent: dropped, not sent late.
    await expect(pushed).not.toContainText('account_login_password')
    await expectNoAxeViolations(page)
  })

  test('signs a scenario user in and out with one action; the share link follows the page', async ({
    page,
    customer,
  }) => {
    const panel = new HarnessPanel(page)
    await panel.signInAs(`${customer.firstName} ${customer.lastName}`)
    await new AccountPage(page).expectHome(`${customer.firstName} ${customer.lastName}`, customer.customerNumber)
    await panel.open()
    await expect(panel.root.getByText(`Angemeldet: ${customer.firstName} ${customer.lastName}`)).toBeVisible()
    expect(new URL(await panel.link()).pathname).toBe('/')
    await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Alle Bestellungen' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
    await expect.poll(async () => new URL(await panel.link()).pathname).toBe('/orders')

    await panel.root.getByRole('button', { name: 'Abmelden' }).click()
    await new LoginPage(page).expectVisible()
    await panel.open()
    await expect(panel.root.getByText('Niemand angemeldet.')).toBeVisible()
  })

  test('several flag switches apply at once; each flag says what it changes', async ({ page }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await expect(panel.root.getByRole('row', { name: /magicLinkLogin/ })).toContainText(
      'Anmeldung per E-Mail-Link (Magic Link) im Passwortschritt.',
    )
    await expect(panel.root.getByRole('row', { name: /magicLinkLogin/ })).toContainText('Ändert: login password step')
    await panel.flag('loginBenefits').uncheck()
    await panel.flag('stayLoggedIn').uncheck()
    // Nothing applied yet: the app still shows the benefits.
    await expect(panel.root.getByText('geändert')).toHaveCount(2)
    await panel.applyFlags()
    await panel.open()
    await expect(panel.flag('loginBenefits')).not.toBeChecked()
    await expect(panel.flag('stayLoggedIn')).not.toBeChecked()
    await expect(panel.root.getByText('überschrieben')).toHaveCount(2)
    expect(await panel.link()).toContain('flags=-loginBenefits%2C-stayLoggedIn')
  })
})

test.describe('same-day cancellation against the clock', () => {
  test.use({ scenario: 'orders-every-status' })

  async function todaysOrder() {
    await applyScenario(getScenario('orders-every-status'))
    return db.orders.all().find((order) => order.status === 'confirmed')?.number as string
  }

  test('at 23:50 the order can still be cancelled', async ({ page }) => {
    const number = await todaysOrder()
    // The URL contract moves the clock without re-seeding.
    await page.goto(`${paths.orders.getHref()}?clock=2026-11-20T23:50`)
    await waitForApp(page)
    await expect(page).toHaveURL(/\/orders$/)
    const orders = new OrdersPage(page)
    await orders.openOrder(number)
    await expect(page.getByText('heute noch online stornieren: noch 10 Minuten')).toBeVisible()
    await orders.cancel('Versehentlich bestellt')
    await expect(page.getByText('Ihre Bestellung ist storniert')).toBeVisible()
  })

  test('the window closes at midnight', async ({ page }) => {
    const number = await todaysOrder()
    const panel = new HarnessPanel(page)
    await panel.setClock('2026-11-20T23:50')
    const orders = new OrdersPage(page)
    await orders.openOrder(number)
    await expect(page.getByText('heute noch online stornieren: noch 10 Minuten')).toBeVisible()
    await panel.moveClock('Nächster Tag 0:00')
    await expect(panel.clock()).toContainText('Samstag, 21. November 2026 um 00:00')
    await expect(page.getByRole('heading', { name: `Bestellung ${number}` })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0)
    await expect(page.getByText(/heute noch online stornieren/)).toHaveCount(0)
    expect(await panel.link()).toContain('clock=2026-11-21T00%3A00')
  })
})

/** What the login page says after the mock ended a session that ran out (spec section 9). */
const sessionEnded = /Sie wurden abgemeldet, weil Ihre Anmeldung abgelaufen ist/

test.describe('new customer against the clock', () => {
  test.use({ scenario: 'default' })

  test('two years after the latest order the home page welcomes a new customer', async ({ page, customer }) => {
    const welcome = page.getByText('Schön, dass Sie (wieder) bei uns sind!', { exact: false })
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(welcome).toHaveCount(0)
    await new HarnessPanel(page).moveClock('+2 Jahre')
    // Two years on, the session is long over: she signs in again.
    await expect(page.getByText(sessionEnded)).toBeVisible()
    await new LoginPage(page).signIn(customer.username, customer.password as string)
    await expect(welcome).toBeVisible()
  })

  test('a call the open page makes while the clock move reloads it runs at the old time; the reloaded page says why she was signed out', async ({
    page,
  }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // The open page asks for the login state as it is left (a late call of its own); the reload's document is
    // held until that call is answered, so the call surely comes after the move and before the new page.
    let reportAnswer: (answer: { status: number; state: unknown }) => void = () => {}
    const answered = new Promise<{ status: number; state: unknown }>((resolve) => (reportAnswer = resolve))
    await page.exposeFunction('reportOpenPageCall', reportAnswer)
    await page.evaluate((loginStateUrl) => {
      const report = (window as unknown as { reportOpenPageCall: (answer: unknown) => void }).reportOpenPageCall
      addEventListener('beforeunload', () => {
        void fetch(loginStateUrl).then(async (answer) =>
          report({ status: answer.status, state: ((await answer.json()) as { state?: unknown }).state }),
        )
      })
    }, '/api/customer/user/login-state')
    await page.route(
      (url) => url.pathname === paths.home.getHref(),
      async (route) => {
        await answered
        await route.continue()
      },
    )
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.root.getByRole('group', { name: 'Uhr vorstellen' }).getByRole('button', { name: '+2 Jahre' }).click()
    expect(await answered).toEqual({ status: 200, state: 'LOGGED_IN' })
    await expect(page.getByText(sessionEnded)).toBeVisible()
    await expect(page).toHaveURL(/\/login\?redirect=%2F&reason=REJECTED$/)
  })
})

test.describe('sessions against the clock (clock=+Nd)', () => {
  test.use({ scenario: 'default' })

  test('10 days without "Angemeldet bleiben", with it until 60 days without a visit', async ({ page, customer }) => {
    // Four page loads: three clock moves and a sign-in.
    const account = new AccountPage(page)
    const login = new LoginPage(page)
    const fullName = `${customer.firstName} ${customer.lastName}`
    await account.expectHome(fullName, customer.customerNumber)
    await page.goto(`${paths.orders.getHref()}?clock=%2B11d`)
    await waitForApp(page)
    await expect(page.getByText(sessionEnded)).toBeVisible()
    await expect(page).toHaveURL(/\/login\?redirect=%2Forders&reason=REJECTED$/)

    await login.enterUsername(customer.username)
    await login.enterPassword(customer.password as string, { stayLoggedIn: true })
    await expect(page).toHaveURL(/\/orders$/)
    await page.goto(`${paths.home.getHref()}?clock=%2B59d`)
    await account.expectHome(fullName, customer.customerNumber)
    await page.goto(`${paths.home.getHref()}?clock=%2B61d`)
    await waitForApp(page)
    await expect(page.getByText(sessionEnded)).toBeVisible()
  })
})
