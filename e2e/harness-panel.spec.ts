import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { LoginPage } from './pages/login-page'
import { recordMockCalls } from './mock-calls'

test.use({ scenario: 'anonymous' })

test('the panel is keyboard reachable, collapsible and has no axe violations', async ({ page }) => {
  const panel = new HarnessPanel(page)
  await expect(panel.root.getByRole('button', { name: 'Prototyp-Steuerung öffnen' })).toHaveAttribute(
    'aria-expanded',
    'false',
  )
  await panel.open()
  await expectNoAxeViolations(page)
  await panel.root.getByRole('button', { name: 'Prototyp-Steuerung schließen' }).focus()
  await page.keyboard.press('Enter')
  await expect(panel.root.getByRole('heading', { name: 'Szenario' })).toBeHidden()
  // The panel stays collapsed after a reload and never covers the login form.
  await page.reload()
  await waitForApp(page)
  const login = new LoginPage(page)
  const formBox = await login.usernameField().boundingBox()
  const panelBox = await panel.root.boundingBox()
  expect(formBox && panelBox && formBox.y >= panelBox.y + panelBox.height).toBe(true)
})

test('an opened panel stays open after a reload', async ({ page }) => {
  const panel = new HarnessPanel(page)
  await panel.open()
  await page.reload()
  await waitForApp(page)
  await expect(panel.root.getByRole('heading', { name: 'Szenario' })).toBeVisible()
})

test('links the spec map: each item with what checks it, and its scenario opens the prototype in that state', async ({
  page,
  context,
}) => {
  const panel = new HarnessPanel(page)
  await panel.open()
  const [specMap] = await Promise.all([
    context.waitForEvent('page'),
    panel.root.getByRole('link', { name: 'Spec-Abdeckung: was gebaut und geprüft ist' }).click(),
  ])
  await expect(specMap.getByRole('heading', { level: 1, name: 'Spec map' })).toBeVisible()
  await expect(specMap.getByRole('heading', { name: '7. The calls it makes' })).toBeVisible()
  const orderList = specMap.getByRole('row', { name: /^2\.routes\.orders / })
  await expect(orderList).toContainText('Vitest: order list')
  await orderList.getByRole('link', { name: 'orders-every-status /orders' }).click()
  await waitForApp(specMap)
  // The harness takes the scenario from the link and leaves the page's own path.
  await expect(specMap).toHaveURL(/\/orders$/)
  await expect(specMap.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  await expect(specMap.getByText('Hallo Bernhard Koch')).toBeVisible()
})

test('switches scenario, flags, environment and shop; the link reproduces the state in a fresh browser', async ({
  page,
  browser,
}) => {
  const panel = new HarnessPanel(page)
  await panel.open()
  await panel.chooseScenario('orders-every-status')
  await expect(page).toHaveURL(/\/orders$/)
  await expect(page.getByText('Hallo Bernhard Koch')).toBeVisible()

  await panel.open()
  await panel.setEnvironment('staging')
  await panel.open()
  await expect(panel.root.getByLabel('Umgebung', { exact: true })).toHaveValue('staging')
  // staging: orderCancellation is on by default; switch it off.
  await expect(panel.flag('orderCancellation')).toBeChecked()
  await panel.flag('orderCancellation').uncheck()
  await panel.applyFlags()
  await panel.open()
  await expect(panel.flag('orderCancellation')).not.toBeChecked()
  await expect(panel.root.getByText('überschrieben')).toHaveCount(1)
  await panel.setShop('at')
  await panel.open()
  await expect(panel.root.getByText(/Shop\s*at/)).toBeVisible()

  const link = await panel.link()
  expect(link).toContain('scenario=orders-every-status')
  expect(link).toContain('flags=-orderCancellation')
  expect(link).toContain('env=staging')
  expect(link).toContain('locale=at')

  // QA opens the link in a fresh browser: same scenario and settings, no cancel action.
  const freshContext = await browser.newContext()
  const qa = await freshContext.newPage()
  await qa.goto(link)
  await expect(qa.getByText('Hallo Bernhard Koch')).toBeVisible()
  await qa
    .getByRole('link', { name: /Details zur Bestellung/ })
    .first()
    .click()
  await expect(qa.getByRole('heading', { name: /^Bestellung \d+$/ })).toBeVisible()
  await expect(qa.getByRole('button', { name: 'Bestellung stornieren' })).toHaveCount(0)
  const qaPanel = new HarnessPanel(qa)
  await qaPanel.open()
  await expect(qaPanel.root.getByLabel('Umgebung', { exact: true })).toHaveValue('staging')
  await expect(qaPanel.root.getByLabel('Shop', { exact: true })).toHaveValue('at')
  await freshContext.close()

  await panel.reloadsAfter(() =>
    panel.root.getByRole('button', { name: 'Auf Standard der Umgebung zurücksetzen' }).click(),
  )
  await panel.open()
  await expect(panel.flag('orderCancellation')).toBeChecked()
})

test.describe('faults injected from the panel show the catalogued message and keep what was typed', () => {
  // One kind through the panel: every kind on this call is a cell of the fault matrix
  // (src/features/auth/api/fault-matrix.test.tsx, POST /user/login: message shown, password kept).
  test('network-error on login', async ({ page, customer }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'customer', endpoint: 'POST /user/login', kind: 'network-error' })
    await expect(panel.root.getByRole('list', { name: 'Aktive Fehler' })).toContainText('POST /user/login')
    const login = new LoginPage(page)
    await login.signIn(customer.username, customer.password as string)
    await expect(login.error()).toContainText('Wir konnten keine Verbindung herstellen')
    await expect(login.passwordField()).toHaveValue(customer.password as string)
  })

  test.describe('against the browser clock', () => {
    // The test moves the page's clock: a context of its own, so no other test inherits it.
    test.use({ freshContext: true })

    test('timeout on login (the app gives up after its time limit)', async ({ page, customer }) => {
      // The app's 20 s limit passes on the page's clock instead of the wall clock.
      await page.clock.install()
      await page.reload()
      const panel = new HarnessPanel(page)
      await panel.open()
      await panel.injectFault({ service: 'customer', endpoint: 'POST /user/login', kind: 'timeout' })
      const login = new LoginPage(page)
      await login.enterUsername(customer.username)
      const calls = await recordMockCalls(page)
      await login.enterPassword(customer.password as string)
      await expect.poll(() => calls.some((call) => new URL(call.url).pathname.endsWith('/user/login'))).toBe(true)
      await expect(login.error()).toBeHidden()
      await page.clock.fastForward(20_000)
      await expect(login.error()).toContainText('Wir konnten keine Verbindung herstellen')
      await expect(login.passwordField()).toHaveValue(customer.password as string)
    })
  })
})
