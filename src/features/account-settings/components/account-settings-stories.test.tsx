import { describe, it } from 'vitest'
import { composeStories } from '@testing/storybook'
import * as stories from '../../../../stories/account-settings.stories'

const composed = composeStories(stories)

describe('account settings', () => {
  // Every status of change email, change password and delete account (spec section 4) is a story:
  // its play function holds the assertions.
  it.each(Object.entries(composed))('story %s', async (_name, Story) => {
    await Story.run()
  })
})
