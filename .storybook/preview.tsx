import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { handlers } from '../mock-server/handlers'
import '../src/shared/ui/styles.css'
import { scenarioToolbar, seedScenarioLoader, withScenario } from './scenario-decorator'

const preview: Preview = {
  loaders: [
    // One definition of the handlers for the app, Vitest and Storybook.
    mswLoader(async () => {
      const worker = setupWorker(...handlers)
      await worker.start({
        onUnhandledRequest: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      })
      return worker
    }),
    seedScenarioLoader,
  ],
  decorators: [withScenario],
  globalTypes: {
    ...scenarioToolbar,
    flags: {
      description: 'Feature-Flags für alle Stories, z. B. magicLinkLogin,-stayLoggedIn (im Toolbar-Menü „Flags“)',
    },
  },
  initialGlobals: { scenario: '', locale: '', flags: '' },
  parameters: {
    layout: 'fullscreen',
    a11y: {
      // Violations fail the Storybook tests.
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
}

export default preview
