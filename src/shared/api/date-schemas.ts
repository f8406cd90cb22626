import * as v from 'valibot'

/**
 * A date or date-time string the app can format. Anything else (`"gestern"`, `""`) fails the
 * response's parse, so the screen shows its catalogued error instead of crashing while rendering.
 */
export const dateString = v.pipe(
  v.string(),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'not a date'),
)
