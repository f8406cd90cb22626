/**
 * What may leave the browser in a log entry or analytics event. Paths and error codes come from
 * URLs and server bodies, so they can carry order numbers, tokens or an email address.
 */

/** A path segment with a digit or an `@` (order number, id, email) becomes `:param`. */
export function logSafePath(path: string): string {
  const [pathOnly = ''] = path.split(/[?#]/)
  return pathOnly
    .split('/')
    .map((segment) => (/[\d@%]/.test(segment) ? ':param' : segment))
    .join('/')
}

const errorKeyPattern = /^[A-Za-z][A-Za-z0-9_.-]{0,63}$/

/** A backend error key (`email_not_exist`, `login.genericError`) as it is; free text is not logged. */
export function logSafeCode(code: string | undefined): string | undefined {
  if (code === undefined) return undefined
  return errorKeyPattern.test(code) ? code : 'unrecognised'
}

const emailPattern = /[^\s"'<>@]+@[^\s"'<>@]+/g
const longNumberPattern = /\d{5,}/g

/** Last line of defence in the logger itself: emails and long numbers are blanked out of any text. */
export function redactText(value: string): string {
  return value.replace(emailPattern, '[email]').replace(longNumberPattern, '[number]')
}
