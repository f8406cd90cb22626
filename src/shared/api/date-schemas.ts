import * as z from 'zod/mini'

/**
 * A date or date-time string the app can format. Anything else (`"gestern"`, `""`) fails the
 * response's parse, so the screen shows its catalogued error instead of crashing while rendering.
 */
export const dateString = z.string().check(z.refine((value) => !Number.isNaN(Date.parse(value)), 'not a date'))
