import accountSettings from './account-settings'
import anonymous from './anonymous'
import countryRejectedLogin from './country-rejected-login'
import defaultScenario from './default'
import dhlAddresses from './dhl-addresses'
import guestOrder from './guest-order'
import incompleteProfile from './incomplete-profile'
import lightAccountCheckout from './light-account-checkout'
import lightUser from './light-user'
import mailLinks from './mail-links'
import manyOrders from './many-orders'
import newCustomer from './new-customer'
import orderPlacedToday from './order-placed-today'
import ordersEveryStatus from './orders-every-status'
import overdueInvoices from './overdue-invoices'
import type { Scenario } from './scenario'
import type { ScenarioCatalogue } from '../mock-server/harness/scenario-catalogue'
import socialLoginNoPassword from './social-login-no-password'
import swissCustomer from './swiss-customer'
import unverifiedAccount from './unverified-account'
import veryManyOrders from './very-many-orders'
import emptyActivity from './empty-activity'

/** Every named scenario. The dev app, Storybook, Vitest and Playwright all pick from here. */
export const scenarios: Scenario[] = [
  defaultScenario,
  anonymous,
  ordersEveryStatus,
  overdueInvoices,
  dhlAddresses,
  lightUser,
  lightAccountCheckout,
  countryRejectedLogin,
  newCustomer,
  socialLoginNoPassword,
  swissCustomer,
  incompleteProfile,
  unverifiedAccount,
  manyOrders,
  veryManyOrders,
  mailLinks,
  accountSettings,
  guestOrder,
  emptyActivity,
  orderPlacedToday,
]

export const defaultScenarioId = 'default'

export function findScenario(id: string | null | undefined): Scenario | undefined {
  return scenarios.find((scenario) => scenario.id === id)
}

export function getScenario(id: string): Scenario {
  const scenario = findScenario(id)
  if (!scenario) throw new Error(`Unknown scenario "${id}". Known: ${scenarios.map((known) => known.id).join(', ')}`)
  return scenario
}

/** The scenarios as the harness entries receive them (browser, standalone server). */
export const scenarioCatalogue: ScenarioCatalogue = {
  scenarios,
  defaultScenarioId,
  // Seeding loads faker and the factories' code: a tab that restores its kept db never needs them.
  apply: async (id) => {
    const { applyScenario } = await import('./scenario-runner')
    await applyScenario(getScenario(id))
  },
}
