import { readFile } from 'node:fs/promises'
import { db } from '../mock-server/db/db'
import { applyScenario } from '../scenarios/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { paths } from '../src/shared/config/paths'
import type { Page } from '@playwright/test'
import { expect, expectNoAxeViolations, test, waitForApp } from './fixtures'
import { AddressesPage } from './pages/addresses-page'
import { HarnessPanel } from './pages/harness-panel'
import { OrdersPage } from './pages/orders-page'
import { WishlistPage } from './pages/wishlist-page'

/**
 * "Link teilen" and "Fehler melden": the link carries the tab's whole state (its db changes, session, clock,
 * faults) in the fragment, and a new browser opens the same page with the same data.
 */
test.use({ scenario: 'order-placed-today' })

/** Today's order of the scenario, the one that can still be cancelled (its number as the app shows it). */
async function todaysOrder(): Promise<string> {
  await applyScenario(getScenario('order-placed-today'))
  return db.orders.all().find((order) => order.status === 'confirmed')?.number as string
}

const bankLoadFailed = 'Ihre Bankverbindung konnte nicht geladen werden.'

/** Adds the delivery address "Gartenweg 12, 80331 München" through the address book. */
async function addAddress(page: Page): Promise<void> {
  const addresses = new AddressesPage(page)
  await addresses.open()
  await addresses.addLink().click()
  await addresses.fillPostal({ street: 'Gartenweg', streetNumber: '12', zipCode: '80331', city: 'München' })
  await addresses.save()
  await expect(addresses.saved()).toBeVisible()
}

async function cancelOrder(page: Page, number: string): Promise<void> {
  const orders = new OrdersPage(page)
  await orders.openList()
  await orders.openOrder(number)
  await orders.cancel('Versehentlich bestellt')
  await expect(page.getByText('Ihre Bestellung ist storniert')).toBeVisible()
}

test('five changes made in the tab are all there when its link is opened in a new browser', async ({
  page,
  browser,
  baseURL,
}) => {
  const orderNumber = await todaysOrder()
  const panel = new HarnessPanel(page)

  // 1. An address added. 2. Today's order cancelled.
  await addAddress(page)
  await cancelOrder(page, orderNumber)
  // 3. A wishlist item removed.
  const wishlist = new WishlistPage(page)
  await wishlist.open()
  const removed = (await wishlist.items().first().getByRole('heading').textContent()) ?? ''
  const left = (await wishlist.items().count()) - 1
  await wishlist.item(removed).getByRole('button', { name: 'Entfernen' }).click()
  await expect(wishlist.count(left)).toBeVisible()
  // 4. The clock moved a day.
  await panel.moveClock('+24 Std')
  await expect(panel.clock()).toContainText('Samstag, 21. November 2026')
  // 5. A fault injected: loading the bank details fails from now on.
  await panel.injectFault({
    service: 'customer',
    endpoint: 'GET /user/banking-details',
    kind: 'http-500',
    count: 'always',
  })
  await expect(panel.root.getByRole('list', { name: 'Aktive Fehler' })).toContainText('GET /user/banking-details')

  const link = await panel.link()
  const { pathname, hash } = new URL(link)
  expect(pathname).toBe(paths.wishlist.getHref())
  // The state rides in the fragment, which no server sees.
  expect(hash).toMatch(/^#state=1\.[\w-]+$/)

  const context = await browser.newContext({ baseURL })
  const qa = await context.newPage()
  await qa.goto(link)
  await waitForApp(qa)
  const qaPanel = new HarnessPanel(qa)
  await expect(qa.getByRole('status').filter({ hasText: 'Stand aus dem Link übernommen' })).toContainText(
    /Szenario „order-placed-today“ mit \d+ Änderungen an den Daten/,
  )
  // The same page, with the item gone; the fragment has left the address bar.
  await expect(qa).toHaveURL((url) => url.pathname === paths.wishlist.getHref() && url.hash === '')
  const qaWishlist = new WishlistPage(qa)
  await expect(qaWishlist.count(left)).toBeVisible()
  // The page with the link's notice above it.
  await expectNoAxeViolations(qa)
  await expect(qaWishlist.item(removed)).toHaveCount(0)
  await qaPanel.open()
  await expect(qaPanel.clock()).toContainText('Samstag, 21. November 2026')
  await expect(qaPanel.root.getByRole('list', { name: 'Aktive Fehler' })).toContainText('GET /user/banking-details')

  const qaAddresses = new AddressesPage(qa)
  await qaAddresses.open()
  await expect(qaAddresses.card('Gartenweg 12')).toContainText('80331 München')
  const qaOrders = new OrdersPage(qa)
  await qaOrders.openList()
  await expect(qaOrders.orderCard(orderNumber)).toContainText('Storniert')
  await qa.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Zahlungsarten' }).click()
  await expect(qa.getByText(bankLoadFailed)).toBeVisible()
  await context.close()
})

test('a link whose state no longer fits its scenario says what was left out', async ({ page, browser, baseURL }) => {
  await cancelOrder(page, await todaysOrder())
  await addAddress(page)
  const panel = new HarnessPanel(page)
  await panel.open()
  const link = new URL(await panel.link())

  // The scenario's seed changed since the link was made: `default` seeds what order-placed-today does,
  // without today's order. The link names it instead.
  link.searchParams.set('scenario', 'default')
  const context = await browser.newContext({ baseURL })
  const qa = await context.newPage()
  await qa.goto(link.toString())
  await waitForApp(qa)
  const notice = qa.getByRole('alert').filter({ hasText: 'Der Link passt nicht mehr ganz zum Szenario „default“' })
  await expect(notice).toContainText('Das Szenario legt inzwischen andere Daten an')
  await expect(notice).toContainText(/orders order-\d+ nicht übernommen: im Link geändert, im Szenario gibt es/)
  // What still fits is there.
  await expect(new AddressesPage(qa).card('Gartenweg 12')).toContainText('80331 München')
  await notice.getByRole('button', { name: 'Hinweis schließen' }).click()
  await expect(notice).toHaveCount(0)
  await context.close()
})

test('"Fehler melden" writes the report with the link, the page, the calls and the fault, to copy or download', async ({
  page,
}) => {
  const panel = new HarnessPanel(page)
  await panel.open()
  await panel.injectFault({
    service: 'customer',
    endpoint: 'GET /user/banking-details',
    kind: 'http-500',
    count: 'always',
  })
  await page.getByRole('navigation', { name: 'Mein Konto' }).getByRole('link', { name: 'Zahlungsarten' }).click()
  await expect(page.getByText(bankLoadFailed)).toBeVisible()
  const link = await panel.link()

  await panel.root.getByLabel(/Was ist passiert/).fill('Bankverbindung fehlt nach dem Laden.')
  await panel.root.getByRole('button', { name: 'Bericht erstellen' }).click()
  const report = panel.root.getByLabel('Bericht (Markdown)')
  await expect(report).toHaveValue(/^# Fehlerbericht: Zahlungsarten\n\nBankverbindung fehlt nach dem Laden\.\n/)
  // The open panel with the report written.
  await expectNoAxeViolations(page)
  const text = await report.inputValue()
  // The link as made for the report (its clock a moment later than the one read above).
  expect(text).toContain(`<${link.slice(0, link.indexOf('#'))}#state=1.`)
  expect(text).toContain(`| Seite | Zahlungsarten (\`${paths.paymentMethods.getHref()}\`) |`)
  expect(text).toContain(`- Hinweis: ${bankLoadFailed}`)
  expect(text).toMatch(/\| customer \| `GET \/user\/banking-details` \| 500 \| \d+ ms \| HTTP 500 \|/)
  expect(text).toMatch(/\| Version \| [0-9a-f]{12}/)
  expect(text).toMatch(/\| Angemeldet \| Kundennummer 12345678 \|/)

  const download = page.waitForEvent('download')
  await panel.root.getByRole('button', { name: 'Als Markdown-Datei herunterladen' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^fehlerbericht-order-placed-today-\d{4}-\d\d-\d\d-\d{4}\.md$/)
  expect(await readFile((await file.path()) as string, 'utf8')).toBe(text)

  // The same state as a scenario module to commit (scenarios/saved-scenario.test.ts seeds one).
  await panel.root.getByLabel('Kennung (Dateiname)').fill('bank-fehlt')
  const saved = page.waitForEvent('download')
  await panel.root.getByRole('button', { name: 'Als Szenario speichern' }).click()
  const module = await saved
  expect(module.suggestedFilename()).toBe('bank-fehlt.ts')
  const source = await readFile((await module.path()) as string, 'utf8')
  expect(source).toContain("import base from './order-placed-today'")
  expect(source).toContain("id: 'bank-fehlt',")
  expect(source).toContain('startPath: paths.paymentMethods.getHref(),')
})
