import { describe, expect, it } from 'vitest'
import { serviceUrlsFromBuildEnv } from './service-env'
import { serviceNames, serviceUrlVariables } from './services'
// @ts-expect-error -- plain ESM helper of the build scripts
import { exampleProductionEnv } from '../../../scripts/example-env.mjs'

const example = exampleProductionEnv() as Record<string, string>

describe("a production build's service URLs", () => {
  it('refuses a build without them, naming every missing variable', () => {
    const missing = () => serviceUrlsFromBuildEnv({ VITE_SHOP_LOCALE: 'de' })
    expect(missing).toThrow(/VITE_CUSTOMER_SERVICE_URL: missing/)
    for (const service of serviceNames) expect(missing).toThrow(serviceUrlVariables[service])
  })

  it.each([
    ['a path of the app itself', '/api/basket'],
    ['another scheme', 'ftp://services.example.de/basket'],
    ['a query', 'https://services.example.de/basket?x=1'],
    ['an empty value', ''],
  ])('refuses %s', (_, url) => {
    expect(() => serviceUrlsFromBuildEnv({ ...example, VITE_BASKET_SERVICE_URL: url })).toThrow(
      /VITE_BASKET_SERVICE_URL/,
    )
  })

  it('takes the example settings, one base URL per service without a trailing slash', () => {
    const urls = serviceUrlsFromBuildEnv({ ...example, VITE_LOGGING_SERVICE_URL: 'https://logs.example.de/api/' })
    expect(Object.keys(urls)).toEqual([...serviceNames])
    expect(urls.basket).toBe('https://services.example.de/basket')
    expect(urls.logging).toBe('https://logs.example.de/api')
  })
})
