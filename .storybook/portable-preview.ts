import type { Loader, Preview } from '@storybook/react-vite'
import { configure, userEvent } from 'storybook/test'
import '../src/shared/ui/styles.css'
import { scenarioToolbar, seedScenarioLoader, withScenario } from './scenario-decorator'

/**
 * The preview annotations that hold wherever a story runs: in Storybook (preview.tsx adds MSW's
 * service worker) and in Vitest (testing/storybook.ts adds MSW's Node server), so a page state is
 * written once, as a story, and checked in both.
 */
export const portablePreview = {
  beforeAll: () => {
    // Page stories load lazy routes and answer through the mock: allow a busy 2-core machine time to
    // find what the play functions look for (as vitest.setup.ts does for the Vitest tests).
    configure({ asyncUtilTimeout: 5_000 })
  },
  // Play functions type without a pause between keys: user-event's default waits a timer per key, which
  // took most of a form story's time. Each key still is its own keydown, input and keyup.
  beforeEach: (context) => {
    context.userEvent = userEvent.setup({ delay: null })
  },
  loaders: [seedScenarioLoader] as Loader[],
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
      // Every rule runs on every node; only violations are reported in full (passes as one example
      // each), which takes a fifth less time per story.
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    },
  },
} satisfies Preview
