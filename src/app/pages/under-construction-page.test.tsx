import { describe, it } from 'vitest'
import { composeStories } from '@testing/storybook'
import * as stories from '../../../stories/under-construction.stories'

const composed = composeStories(stories)

describe('under construction (fakePages)', () => {
  it.each(Object.entries(composed))('story %s', async (_name, Story) => {
    await Story.run()
  })
})
