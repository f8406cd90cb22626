import { expect, test } from '@playwright/test'
import { requiredNodeMajor } from '../scripts/node-runtime.mjs'

// The base test, not the scenario fixtures: this checks the runner, not a page.
test('Playwright runs on the Node major of .nvmrc', () => {
  expect(process.version).toMatch(new RegExp(`^v${requiredNodeMajor}\\.`))
})
