// The Storybook test runner's Jest config: the pinned Chromium (scripts/chromium.mjs), in Germany's time
// and language as the app's shops, whatever the machine's TZ and LANG.
import { getJestConfig } from '@storybook/test-runner'
import { chromiumLaunchOptions } from './scripts/chromium.mjs'

const config = getJestConfig()

export default {
  ...config,
  testTimeout: 30_000,
  maxWorkers: 2,
  testEnvironmentOptions: {
    'jest-playwright': {
      ...config.testEnvironmentOptions?.['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { ...(await chromiumLaunchOptions()), headless: true },
      contextOptions: { locale: 'de-DE', timezoneId: 'Europe/Berlin' },
    },
  },
}
