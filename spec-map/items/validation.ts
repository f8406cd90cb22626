import type { SpecItem } from '../spec-item'

/** Section 5: every validation rule. */
export const validationItems: SpecItem[] = []
