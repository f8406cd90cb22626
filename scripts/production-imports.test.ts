import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** The import-boundary messages ESLint gives for `source` as if it were the file at `filePath`. */
async function boundaryFindings(filePath: string, source: string): Promise<string[]> {
  const eslint = new ESLint({
    // Only the import rules matter here; the type-aware rules need a file that exists in the project.
    overrideConfig: {
      languageOptions: { parserOptions: { projectService: false, project: null } },
      rules: { '@typescript-eslint/no-floating-promises': 'off', '@typescript-eslint/no-misused-promises': 'off' },
    },
  })
  const [result] = await eslint.lintText(source, { filePath })
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-imports').map((m) => m.message)
}

describe('the import boundaries', () => {
  const productionModule = 'src/shared/config/some-module.ts'
  const withdrawalModule = 'src/features/withdrawal/components/page.tsx'

  it.each([
    [productionModule, "import { renderApp } from '@testing/render-app'"],
    [productionModule, "import meta from '../../../stories/login.stories'"],
    [productionModule, "import { test } from '../../../e2e/fixtures'"],
    [productionModule, "import { annaSchmidt } from '../../../fixtures/customers'"],
    [productionModule, "import { getScenario } from '../../../scenarios/registry'"],
    [productionModule, "import { db } from '../../../mock-server/db/db'"],
    // Another feature only through its index.ts, and only along an edge of featureEdges.
    [withdrawalModule, "import { orderKeys } from '@/features/orders/api/orders-api'"],
    ['src/features/wishlist/components/page.tsx', "import { orderKeys } from '@/features/orders'"],
    // The mock does not reach up into the scenarios built on it, and its modules are not test code.
    ['mock-server/harness/browser.ts', "import { scenarios } from '../../scenarios/registry'"],
    ['mock-server/runtime/some.test.ts', "import { getScenario } from '@scenarios/registry'"],
    ['mock-server/handlers/orders.ts', "import { renderApp } from '../../testing/render-app'"],
    // The contract is not the app's; the mock reads its document, not the code that makes it.
    [productionModule, "import document from '../../../contract/openapi.json'"],
    ['mock-server/runtime/some.ts', "import { operations } from '../../contract/calls'"],
  ])('%s may not: %s', async (filePath, line) => {
    expect(await boundaryFindings(filePath, `${line}\nexport {}\n`)).not.toEqual([])
  })

  it.each([
    // A test beside the module may reach the test rooms.
    ['src/shared/config/some-module.test.ts', "import { renderApp } from '@testing/render-app'"],
    // The app's own modules, and packages whose names merely contain "testing".
    [productionModule, "import { paths } from '@/shared/config/paths'"],
    [productionModule, "import { screen } from '@testing-library/react'"],
    // withdrawal → orders is an edge.
    [withdrawalModule, "import { orderKeys } from '@/features/orders'"],
    // The mock's tests seed scenarios through the test helpers; the scenarios import the mock.
    ['mock-server/runtime/some.test.ts', "import { seedScenario } from '@testing/seed-scenario'"],
    ['scenarios/registry.ts', "import type { ScenarioCatalogue } from '../mock-server/harness/scenario-catalogue'"],
    ['mock-server/runtime/some.ts', "import document from '../../contract/openapi.json'"],
  ])('%s may: %s', async (filePath, line) => {
    expect(await boundaryFindings(filePath, `${line}\nexport {}\n`)).toEqual([])
  })
})
