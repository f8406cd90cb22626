import type { SpecItem } from '../spec-item'

/** Section 9: every business constant and limit. */
export const constantItems: SpecItem[] = []
