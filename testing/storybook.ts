/**
 * Stories as Vitest tests: import `composeStories` from here (not from Storybook), so the project
 * annotations are set first. A composed story's `run()` seeds its scenario, applies its
 * `parameters.msw` and `parameters.faults`, renders the page and runs its play function.
 *
 *   const { ListEmpty } = composeStories(stories)
 *   it('shows the empty state', () => ListEmpty.run())
 */
import { render } from '@testing-library/react'
import { setProjectAnnotations } from '@storybook/react-vite'
import type { SetupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { userEvent } from 'storybook/test'
import { beforeAll } from 'vitest'
import { portablePreview } from '../.storybook/portable-preview'
import { server } from '../mock-server/harness/node'

const annotations = setProjectAnnotations([
  portablePreview,
  {
    // The addon's own loader, handed the msw/node server that vitest.setup.ts starts instead of a
    // service worker: it resets the handlers and applies the story's `parameters.msw` the same way
    // in both places. The loader only calls `resetHandlers` and `use`, which the server has too.
    loaders: [mswLoader(() => server as unknown as SetupWorker)],
    // Mount through Testing Library, so the `cleanup()` in vitest.setup.ts unmounts a story after its test.
    testingLibraryRender: render,
    beforeEach: (context) => {
      // Storybook hands play functions a `userEvent` only where the browser has a clipboard; jsdom has none.
      if (!('click' in context.userEvent)) context.userEvent = userEvent.setup()
    },
  },
])

// The React renderer's setup: Storybook's testing-library helpers wrapped in `act`.
beforeAll(annotations.beforeAll)

export { composeStories, composeStory } from '@storybook/react-vite'
