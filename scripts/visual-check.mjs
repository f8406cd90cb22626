/**
 * The Storybook test runner's side of the screenshot check (.storybook/test-runner.ts): where the pictures
 * are. Nothing else is imported here: Jest loads this file in every worker.
 */
export const baselineDir = 'stories/__screenshots__'
export const diffDir = 'test-results-visual'
/** Pictures are taken at half the page's size: 4× fewer pixels to encode, compare and commit. */
export const pictureScale = 0.5

/** What scripts/test-storybook.mjs decided (STORYBOOK_VISUAL_CHECK): null when screenshots are off. */
export function visualCheckFromEnv(env = process.env) {
  const mode = env.STORYBOOK_VISUAL_CHECK
  if (mode !== 'compare' && mode !== 'update') return null
  return {
    mode,
    baselineDir: `${process.cwd()}/${baselineDir}`,
    diffDir: `${process.cwd()}/${diffDir}`,
  }
}
