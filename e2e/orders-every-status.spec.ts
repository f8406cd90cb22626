import { db } from '../mock-server/db/db'
import { applyScenario } from '../scenarios/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { OrdersPage } from './pages/orders-page'
import { expectPrintedWithoutChrome } from './pages/printout'
import { expectedOrderStatusLabels } from '../testing/expected-labels'
import { paths } from '../src/shared/config/paths'

test.use({ scenario: 'orders-every-status' })

// The seed is fixed, so the scenario's order numbers are known up front.
async function scenarioOrders() {
  await applyScenario(getScenario('orders-every-status'))
  return Object.fromEntries(db.orders.all().map((order) => [order.status, order.number])) as Record<string, string>
}

test('every order status shows its German label in the list', async ({ page }) => {
  const orders = await scenarioOrders()
  const ordersPage = new OrdersPage(page)
  for (const [status, label] of Object.entries(expectedOrderStatusLabels)) {
    await expect(ordersPage.orderCard(orders[status] as string).getByText(label, { exact: true })).toBeVisible()
  }
})

test('cancels today’s order end to end; afterwards it shows as cancelled, also after a reload', async ({ page }) => {
  const orders = await scenarioOrders()
  const ordersPage = new OrdersPage(page)
  await ordersPage.openOrder(orders.confirmed as string)
  await expect(page.getByText(/heute noch online stornieren: noch \d+ Minuten/)).toBeVisible()
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expectNoAxeViolations(page)
  await dialog.getByRole('button', { name: 'Jetzt stornieren' }).click()
  await expect(dialog.getByText('Bitte wählen Sie einen Grund aus.')).toBeVisible()
  await dialog.getByLabel('Versehentlich bestellt').check()
  await dialog.getByRole('button', { name: 'Jetzt stornieren' }).click()
  await expect(page.getByText('Ihre Bestellung ist storniert')).toBeVisible()
  await expect(page).toHaveURL(/\/cancel-success$/)
  await page.getByRole('link', { name: 'Zur Bestellung' }).click()
  await expect(page.getByText('Diese Bestellung wurde storniert.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Diese Bestellung wurde storniert.')).toBeVisible()
  await ordersPage.openList()
  await expect(ordersPage.orderCard(orders.confirmed as string).getByText('Storniert', { exact: true })).toBeVisible()
})

test('the dialog closes with Escape and keeps focus inside while open', async ({ page }) => {
  const orders = await scenarioOrders()
  await new OrdersPage(page).openOrder(orders.confirmed as string)
  await page.getByRole('button', { name: 'Bestellung stornieren' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  for (let presses = 0; presses < 12; presses += 1) {
    await page.keyboard.press('Tab')
    // The modal dialog makes the page behind it inert: focus is in the dialog, or in the browser's own UI.
    const focusOutsideDialog = await page.evaluate(() => {
      const active = document.activeElement
      return Boolean(active && active !== document.body && !active.closest('dialog'))
    })
    expect(focusOutsideDialog).toBe(false)
  }
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
})

test('returns a delivered order end to end', async ({ page }) => {
  const orders = await scenarioOrders()
  const ordersPage = new OrdersPage(page)
  await ordersPage.openOrder(orders.delivered as string)
  await page.getByRole('link', { name: 'Rücksendung anmelden' }).click()
  await page.getByRole('button', { name: 'Rücksendung jetzt anmelden' }).click()
  await expect(page.getByText(/Ihre Rücksendung ist angemeldet/)).toBeVisible()
  await expect(page.getByText('Rücksendung angemeldet am 20.11.2026.')).toBeVisible()
  await page.reload()
  await expect(page.getByText('Rücksendung angemeldet am 20.11.2026.')).toBeVisible()
  await expect(page.getByText(/Ihre Rücksendung ist angemeldet/)).toHaveCount(0)
})

test('printed, the order details keep the order, its items and totals, and leave out navigation and controls', async ({
  page,
}) => {
  const orders = await scenarioOrders()
  await new OrdersPage(page).openOrder(orders.confirmed as string)
  await expect(page.getByRole('button', { name: 'Bestellung stornieren' })).toBeVisible()
  await expectPrintedWithoutChrome(page)
  await expect(page.getByRole('heading', { name: `Bestellung ${orders.confirmed}` })).toBeVisible()
  await expect(page.getByText('Gesamtsumme')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Lieferadresse' })).toBeVisible()
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('order list, details and invoices fit the screen without horizontal scrolling', async ({ page }) => {
    const orders = await scenarioOrders()
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)
    await expect(page.getByRole('link', { name: /Details zur Bestellung/ }).first()).toBeVisible()
    expect(await fits()).toBe(true)
    await new OrdersPage(page).openOrder(orders.delivered as string)
    expect(await fits()).toBe(true)
    await page.goto(paths.openInvoices.getHref())
    await expect(page.getByText('Offener Betrag')).toBeVisible()
    expect(await fits()).toBe(true)
  })
})
