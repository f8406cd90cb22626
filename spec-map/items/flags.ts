import type { SpecItem } from '../spec-item'

/** Section 3: the feature flags, each with what it switches. */
export const flagItems: SpecItem[] = []
