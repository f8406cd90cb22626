import type { StoryContext } from '@storybook/react-vite'
import { expect } from 'storybook/test'

type PlayContext = Pick<StoryContext, 'canvas'>

/**
 * Play functions for the states every data page shares, so each page story checks them alike
 * (in Storybook, and in Vitest through `composeStories`, see testing/storybook.ts).
 */

/** The page waits for its data: `parameters.msw` answers with `delay('infinite')`. */
export async function playLoading({ canvas }: PlayContext) {
  await expect(await canvas.findByRole('status')).toHaveTextContent('Wird geladen')
}

/** "Wrong on our side" with a retry, after the one automatic retry of a failed load. */
export async function playLoadFailed({ canvas }: PlayContext) {
  await expect(
    await canvas.findByText(
      'Da ist auf unserer Seite etwas schiefgelaufen. Bitte laden Sie die Seite neu.',
      {},
      { timeout: 5000 },
    ),
  ).toBeVisible()
  await expect(canvas.getByRole('button', { name: 'Neu laden' })).toBeVisible()
}
