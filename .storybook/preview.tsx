import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { handlers } from '../mock-server/handlers'
import { portablePreview } from './portable-preview'

const preview: Preview = {
  ...portablePreview,
  loaders: [
    // One definition of the handlers for the app, Vitest and Storybook.
    mswLoader(async () => {
      const worker = setupWorker(...handlers)
      await worker.start({
        onUnhandledFrame: 'bypass',
        quiet: true,
        serviceWorker: { url: './mockServiceWorker.js' },
      })
      return worker
    }),
    ...portablePreview.loaders,
  ],
}

export default preview
