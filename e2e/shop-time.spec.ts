import { db } from '../mock-server/db/db'
import { applyScenario } from '../scenarios/scenario-runner'
import { getScenario } from '../scenarios/registry'
import { withdrawalPeriodEnd } from '../src/features/orders/domain/withdrawal-period'
import { paths } from '../src/shared/config/paths'
import { shopDay } from '../src/shared/config/shop-time'
import { expect, test } from './fixtures'
import { OrdersPage } from './pages/orders-page'

// Days are the shop's (Germany) on any device. The scenario's orders were placed at 11:00 in Germany
// (10:00 UTC): 0:00 the next day on Kiritimati (UTC+14), 23:00 the day before on Pago Pago (UTC−11).
// A context of its own per test: the warm one is in the project's zone (Berlin).
test.use({ scenario: 'orders-every-status', opensScenarioFirst: false, freshContext: true })

/** A YYYY-MM-DD day as the German shop writes it. */
const germanDate = (day: string) => day.split('-').reverse().join('.')

// The seed is fixed, so the scenario's orders and their dates are known up front.
async function scenarioOrders() {
  await applyScenario(getScenario('orders-every-status'))
  return db.orders.all()
}

for (const timezoneId of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
  test.describe(`on a device in ${timezoneId}`, () => {
    test.use({ timezoneId })

    test('the order list and an order’s details show the days in Germany', async ({ page, openScenario }) => {
      const orders = await scenarioOrders()
      await openScenario(paths.orders.getHref())
      expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(timezoneId)
      const ordersPage = new OrdersPage(page)
      for (const order of orders) {
        await expect(ordersPage.orderCard(order.number)).toContainText(
          `Bestellt am ${germanDate(shopDay(order.placedAt))}`,
        )
      }

      // The order delivered last: its withdrawal period is still open, until a day counted in Germany.
      const [delivered] = orders
        .filter((order) => order.deliveredAt)
        .sort((a, b) => String(b.deliveredAt).localeCompare(String(a.deliveredAt)))
      if (!delivered) throw new Error('The scenario has no delivered order')
      await ordersPage.openOrder(delivered.number)
      const main = page.getByRole('main')
      await expect(main).toContainText(`Bestellt am ${germanDate(shopDay(delivered.placedAt))}`)
      await expect(main).toContainText(
        `Widerrufsfrist bis einschließlich ${germanDate(withdrawalPeriodEnd(delivered) as string)}.`,
      )
    })
  })
}
