/** The backend sets this readable cookie at login; the app compares it with the login state. */
export const customerNumberCookieName = 'customer_number'

export function readCustomerNumberCookie(
  cookieString: string = typeof document === 'undefined' ? '' : document.cookie,
): string | undefined {
  for (const part of cookieString.split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === customerNumberCookieName) return decodeCookieValue(value.join('=')) || undefined
  }
  return undefined
}

/** A malformed escape (`%E0%A4%A`) is kept as it is rather than thrown: it then simply mismatches. */
function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/** A mismatch means the cookie belongs to someone else: treat the session as logged out. */
export function customerNumberMismatch(
  cookieValue: string | undefined,
  customerNumber: string | null | undefined,
): boolean {
  if (!cookieValue || !customerNumber) return false
  return cookieValue.trim().toLowerCase() !== customerNumber.trim().toLowerCase()
}
