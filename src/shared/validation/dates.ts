/**
 * Date-like strings with separators / . - are padded to two digits per part and converted
 * between day.month.year and year-month-day (spec section 5).
 */
const separators = /[/.-]/

function parts(value: string): string[] | undefined {
  const pieces = value.trim().split(separators)
  if (pieces.length !== 3 || pieces.some((piece) => !/^\d+$/.test(piece))) return undefined
  return pieces
}

const pad = (piece: string) => piece.padStart(2, '0')

/** `1968-4-2` becomes `02.04.1968`. */
export function toDayMonthYear(value: string): string | undefined {
  const pieces = parts(value)
  if (!pieces) return undefined
  const [first, second, third] = pieces as [string, string, string]
  return first.length === 4 ? `${pad(third)}.${pad(second)}.${first}` : `${pad(first)}.${pad(second)}.${third}`
}

/** `2.4.1968` becomes `1968-04-02`. */
export function toYearMonthDay(value: string): string | undefined {
  const pieces = parts(value)
  if (!pieces) return undefined
  const [first, second, third] = pieces as [string, string, string]
  return first.length === 4 ? `${first}-${pad(second)}-${pad(third)}` : `${third}-${pad(second)}-${pad(first)}`
}
