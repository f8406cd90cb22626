import { describe, it } from 'vitest'
import { composeStories } from '@testing/storybook'
import * as stories from '../../../../stories/addresses.stories'

const composed = composeStories(stories)

describe('address book', () => {
  // Every screen state is a story whose play function holds the assertions.
  it.each(Object.entries(composed))('story %s', async (_name, Story) => {
    await Story.run()
  })
})
