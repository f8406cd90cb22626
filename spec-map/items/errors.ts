import type { SpecItem } from '../spec-item'

/** Section 8: every entry of the error catalogue. */
export const errorItems: SpecItem[] = []
