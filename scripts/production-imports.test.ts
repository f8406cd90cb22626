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

describe('production code and test code', () => {
  it.each([
    "import { renderApp } from '@testing/render-app'",
    "import meta from '../../../stories/login.stories'",
    "import { test } from '../../../e2e/fixtures'",
    "import { annaSchmidt } from '../../../fixtures/customers'",
    "import { getScenario } from '../../../scenarios/registry'",
    "import { db } from '../../../mock-server/db/db'",
  ])('a production module may not: %s', async (line) => {
    expect(await boundaryFindings('src/shared/config/some-module.ts', `${line}\nexport {}\n`)).not.toEqual([])
  })

  it.each([
    // A test beside the module may reach the test rooms.
    ['src/shared/config/some-module.test.ts', "import { renderApp } from '@testing/render-app'"],
    // The app's own modules, and packages whose names merely contain "testing".
    ['src/shared/config/some-module.ts', "import { paths } from '@/shared/config/paths'"],
    ['src/shared/config/some-module.ts', "import { screen } from '@testing-library/react'"],
  ])('%s may: %s', async (filePath, line) => {
    expect(await boundaryFindings(filePath, `${line}\nexport {}\n`)).toEqual([])
  })

  it.each([
    ['src/features/withdrawal/components/page.tsx', "import { orderKeys } from '@/features/orders/api/orders-api'"],
    ['src/features/wishlist/components/page.tsx', "import { orderKeys } from '@/features/orders'"],
  ])('%s may not: %s (only an index, only along an edge)', async (filePath, line) => {
    expect(await boundaryFindings(filePath, `${line}\nexport {}\n`)).not.toEqual([])
  })

  it('withdrawal may use the orders index, along its edge', async () => {
    const line = "import { orderKeys } from '@/features/orders'"
    expect(await boundaryFindings('src/features/withdrawal/components/page.tsx', `${line}\nexport {}\n`)).toEqual([])
  })
})
