import type { SpecItem } from '../spec-item'

/** Section 4: the flows, their states and transitions. */
export const flowItems: SpecItem[] = []
