import { environments, type Environment } from '../../../../flags/definitions'
import type { HarnessController } from '../harness-controller'
import { shopLocales, shopLocaleSettings, type ShopLocale } from '../../../../src/shared/config/locales'
import { Section } from '../panel-parts'

export function EnvironmentSection({ controller }: { controller: HarnessController }) {
  const { env, locale } = controller.settings()
  return (
    <Section title="Umgebung und Shop">
      <label htmlFor="harness-env">Umgebung</label>
      <select
        id="harness-env"
        value={env}
        onChange={(event) => controller.setEnvironment(event.target.value as Environment)}
      >
        {environments.map((environment) => (
          <option key={environment} value={environment}>
            {environment}
          </option>
        ))}
      </select>
      <label htmlFor="harness-locale">Shop</label>
      <select
        id="harness-locale"
        value={locale}
        onChange={(event) => controller.setLocale(event.target.value as ShopLocale)}
      >
        {shopLocales.map((shop) => (
          <option key={shop} value={shop}>
            {shopLocaleSettings[shop].countryName} ({shop})
          </option>
        ))}
      </select>
    </Section>
  )
}
