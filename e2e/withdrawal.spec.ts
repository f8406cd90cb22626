import { gretaGast, guestOrderNumbers } from '../fixtures/guest-orders'
import { db } from '../mock-server/db/db'
import { applyScenario } from '../scenarios/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { expect, expectNoAxeViolations, test } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { OrdersPage } from './pages/orders-page'
import { WithdrawalPage } from './pages/withdrawal-page'

/** The confirmation mail in the panel's outbox: to the address typed, with the declaration and its time. */
async function expectConfirmationMail(panel: HarnessPanel, email: string, orderNumber: string, declared: RegExp) {
  const mail = await panel.mailTo(email)
  await expect(mail).toContainText(`Eingangsbestätigung Ihres Widerrufs zur Bestellung ${orderNumber}`)
  await mail.getByText('Inhalt').click()
  await expect(mail).toContainText(/am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr erhalten/)
  await expect(mail).toContainText(declared)
}

test.describe('a guest, signed out, from the footer link', () => {
  test.use({ scenario: 'guest-order' })

  test('withdraws the whole order with the keyboard only, in two steps; the mail is in the outbox', async ({
    page,
  }) => {
    const withdrawal = new WithdrawalPage(page)
    // From the sign-in page (the scenario's start), without signing in.
    await withdrawal.tabTo(withdrawal.footerLink())
    await page.keyboard.press('Enter')
    await withdrawal.expectStep(1)

    await withdrawal.tabTo(withdrawal.field('Vor- und Nachname'))
    await page.keyboard.type('Greta Gast')
    await page.keyboard.press('Tab')
    await page.keyboard.type(guestOrderNumbers.withinPeriod)
    await page.keyboard.press('Tab')
    await page.keyboard.type(gretaGast.email)
    // "Die gesamte Bestellung" is chosen; Enter in a field sends the form on to step 2.
    await page.keyboard.press('Enter')
    await withdrawal.expectStep(2)
    await expect(page.getByRole('heading', { name: 'Schritt 2 von 2: Prüfen und bestätigen' })).toBeFocused()
    await expect(
      page.getByText(
        `Hiermit widerrufe ich den Vertrag über die gesamte Bestellung aus der Bestellung ${guestOrderNumbers.withinPeriod}.`,
      ),
    ).toBeVisible()

    // Back keeps what was typed.
    await withdrawal.tabTo(page.getByRole('button', { name: 'Zurück' }))
    await page.keyboard.press('Enter')
    await withdrawal.expectStep(1)
    await expect(withdrawal.field('E-Mail-Adresse')).toHaveValue(gretaGast.email)
    await withdrawal.tabTo(page.getByRole('button', { name: 'Weiter zur Bestätigung' }))
    await page.keyboard.press('Enter')

    await withdrawal.tabTo(page.getByRole('button', { name: 'Widerruf bestätigen' }))
    await page.keyboard.press('Enter')
    await withdrawal.expectReceived(gretaGast.email)
    await expect(page).toHaveURL(/\/withdrawal\/received$/)
    await expectNoAxeViolations(page)

    await expectConfirmationMail(
      new HarnessPanel(page),
      gretaGast.email,
      guestOrderNumbers.withinPeriod,
      /Hiermit widerrufe ich den Vertrag über die gesamte Bestellung/,
    )
  })

  test('an order past its period is refused with the date the period ended', async ({ page }) => {
    const withdrawal = new WithdrawalPage(page)
    await withdrawal.footerLink().click()
    await withdrawal.field('Vor- und Nachname').fill('Greta Gast')
    await withdrawal.field('Bestellnummer').fill(guestOrderNumbers.pastPeriod)
    await withdrawal.field('E-Mail-Adresse').fill(gretaGast.email)
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click()
    await expect(page.getByRole('alert')).toHaveText(
      'Ein Widerruf ist nicht mehr möglich: Die Widerrufsfrist ist am 04.11.2026 abgelaufen.',
    )
    await expectNoAxeViolations(page)
  })
})

test.describe('a signed-in customer, from the order', () => {
  test.use({ scenario: 'orders-every-status' })

  test('withdraws one item of an order within the period; the mail is in the outbox', async ({ page }) => {
    await applyScenario(getScenario('orders-every-status'))
    const order = db.orders.findFirst((q) => q.where({ id: 'order-0011' }))
    const [item] = order?.items ?? []
    const number = order?.number as string
    await new OrdersPage(page).openOrder(number)
    const details = page.locator('.card').filter({ has: page.getByRole('heading', { name: `Bestellung ${number}` }) })
    await expect(details.getByText('Widerrufsfrist bis einschließlich 28.11.2026.')).toBeVisible()
    await details.getByRole('link', { name: 'Vertrag widerrufen' }).click()

    const withdrawal = new WithdrawalPage(page)
    await withdrawal.expectStep(1)
    await expect(withdrawal.field('Vor- und Nachname')).toHaveValue('Bernhard Koch')
    await expect(withdrawal.field('Bestellnummer')).toHaveValue(number)
    await page.getByRole('radio', { name: 'Einzelne Artikel' }).check()
    await page.getByRole('checkbox', { name: `${item?.quantity} × ${item?.title}` }).check()
    await page.getByRole('button', { name: 'Weiter zur Bestätigung' }).click()
    await withdrawal.expectStep(2)
    await page.getByRole('button', { name: 'Widerruf bestätigen' }).click()
    await withdrawal.expectReceived('bernhard.koch@example.de')
    await expectNoAxeViolations(page)

    await expectConfirmationMail(
      new HarnessPanel(page),
      'bernhard.koch@example.de',
      number,
      new RegExp(`Hiermit widerrufe ich den Vertrag über ${item?.quantity} × .+ aus der Bestellung ${number}`),
    )
  })
})
