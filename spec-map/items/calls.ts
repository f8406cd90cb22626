import type { SpecItem } from '../spec-item'

/** Section 7: every call the app makes. */
export const callItems: SpecItem[] = []
