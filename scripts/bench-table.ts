/**
 * The one table of `npm run bench`: every benchmark (Lighthouse pages, first download, interaction
 * latency, the big customer) hands in its figures as rows; with `--baseline <checkout>` each row has the
 * figure of that checkout beside this one's, measured in the same run.
 */

/** `score`: a unitless figure such as CLS. */
export type BenchUnit = 'ms' | 'KiB' | '×' | 'kB' | 'score' | 'files'

export type BenchRow = {
  /** What the figures belong to, e.g. "Lighthouse", "First download", "Interaction (INP)", "Big customer". */
  group: string
  /** What is measured, e.g. "orders: LCP ÷ minimal page". */
  figure: string
  unit: BenchUnit
  /** This checkout's figure. */
  after: number
  /** The baseline checkout's figure, when one was measured. */
  before?: number
  /** At most this; no bound means the row is reported only (e.g. growth figures). */
  bound?: number
  /** A figure behind the ratio, for the reader (e.g. "LCP 1032 ms, minimal 1510 ms"). */
  note?: string
}

/** Options every benchmark module takes. */
export type BenchOptions = {
  /** Another checkout whose builds are measured side by side in the same run (before of a change). */
  baseline?: string
  /** Repetitions per measurement (the median is reported). */
  runs?: number
}

export const withinBound = (row: BenchRow): boolean => row.bound === undefined || row.after <= row.bound

const formatValue = (value: number | undefined, unit: BenchUnit): string => {
  if (value === undefined || Number.isNaN(value)) return '–'
  if (unit === '×') return `${value.toFixed(2)} ×`
  if (unit === 'ms') return `${value.toFixed(0)} ms`
  if (unit === 'score') return value.toFixed(3)
  if (unit === 'files') return String(value)
  return `${value.toFixed(1)} ${unit}`
}

/** The table as Markdown (so it can go into a note or a doc as it is), with a ✓ or ✗ per bounded row. */
export function renderBenchTable(rows: BenchRow[]): string {
  const showBefore = rows.some((row) => row.before !== undefined)
  const header = showBefore
    ? ['group', 'figure', 'before', 'after', 'at most', '', 'note']
    : ['group', 'figure', 'value', 'at most', '', 'note']
  const lines = [header, header.map(() => '---')]
  for (const row of rows) {
    const verdict = row.bound === undefined ? '' : withinBound(row) ? '✓' : '✗'
    const bound = row.bound === undefined ? '' : formatValue(row.bound, row.unit)
    const cells = showBefore
      ? [row.group, row.figure, formatValue(row.before, row.unit), formatValue(row.after, row.unit), bound, verdict]
      : [row.group, row.figure, formatValue(row.after, row.unit), bound, verdict]
    lines.push([...cells, row.note ?? ''])
  }
  return lines.map((cells) => `| ${cells.join(' | ')} |`).join('\n')
}

/** Median of the values (the middle one, or the mean of the two middle ones). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
}
