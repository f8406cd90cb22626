// The Storybook test runner's Jest config, told where Chromium is (Playwright-managed or system).
import { getJestConfig } from '@storybook/test-runner'
import { chromiumArgs, findChromium } from './scripts/find-chromium.mjs'

const config = getJestConfig()

export default {
  ...config,
  testTimeout: 30_000,
  maxWorkers: 2,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...config.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: findChromium(), headless: true, args: chromiumArgs },
    },
  },
}
