import type { StorybookConfig } from '@storybook/react-vite'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)', '../src/**/*.stories.@(ts|tsx)'],
  addons: ['msw-storybook-addon', '@storybook/addon-a11y'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (./public), so stories talk to the same mock handlers as the app, and the
  // mock's own pages.
  staticDirs: ['../mock-server/public', './public'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
}

export default config
