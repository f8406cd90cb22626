import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { serviceUrlsFromBuildEnv } from './service-env'
import { mockServicePaths, serviceNames, serviceUrlVariables } from './services'
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

describe("docs/production.md's build against the standalone mock server", () => {
  /** The variables the document's `export …` example sets, as a shell would read them. */
  function exampleFromDoc(): Record<string, string> {
    const doc = readFileSync(new URL('../../../docs/production.md', import.meta.url), 'utf8')
    const block = [...doc.matchAll(/```bash\n([\s\S]*?)```/g)]
      .map((match) => match[1]!)
      .find((code) => /^export /m.test(code))
    const exportCommand =
      block
        ?.replace(/\\\n/g, ' ')
        .split('\n')
        .find((line) => line.startsWith('export ')) ?? ''
    return Object.fromEntries([...exportCommand.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!]))
  }

  it('builds with the variables its example sets: every service, each at its path of the mock server', () => {
    const urls = serviceUrlsFromBuildEnv(exampleFromDoc())
    expect(urls).toEqual(
      Object.fromEntries(serviceNames.map((service) => [service, `http://localhost:9090${mockServicePaths[service]}`])),
    )
  })
})
