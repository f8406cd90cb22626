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

/**
 * The page waits for its first data and shows its skeleton (src/shared/ui/skeleton.tsx): grey blocks
 * hidden from screen readers, in a busy region they hear as "Wird geladen".
 */
export async function playSkeletonLoading({ canvas }: PlayContext) {
  const skeleton = await canvas.findByRole('status', { name: 'Wird geladen …' })
  await expect(skeleton).toHaveAttribute('aria-busy', 'true')
  await expect(skeleton.querySelector('[aria-hidden="true"] .skeleton__block')).not.toBeNull()
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
