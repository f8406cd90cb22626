import { environments, type Environment } from '../../../../flags/definitions'
import type { HarnessController } from '../harness-controller'
import { shopLocales, shopLocaleSettings, type ShopLocale } from '../../../../src/shared/config/locales'
import { PanelSelect, Section } from '../panel-parts'

export function EnvironmentSection({ controller }: { controller: HarnessController }) {
  const { env, locale } = controller.settings()
  return (
    <Section title="Umgebung und Shop">
      <PanelSelect
        id="harness-env"
        label="Umgebung"
        value={env}
        options={environments.map((environment) => [environment, environment] as const)}
        onChange={(environment: Environment) => controller.setEnvironment(environment)}
      />
      <PanelSelect
        id="harness-locale"
        label="Shop"
        value={locale}
        options={shopLocales.map((shop) => [shop, `${shopLocaleSettings[shop].countryName} (${shop})`] as const)}
        onChange={(shop: ShopLocale) => controller.setLocale(shop)}
      />
    </Section>
  )
}
