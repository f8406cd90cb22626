import { useId, type ReactNode } from 'react'
import type { FaultKind, FaultRule, LatencySetting } from '../../runtime/faults'
import type { RequestLogEntry } from '../../runtime/request-log'
import { shopTimeZone } from '../../../src/shared/config/shop-time'

/** One titled block of the panel; `wide` and `full` span two or all columns. */
export function Section({
  title,
  wide = false,
  full = false,
  children,
}: {
  title: string
  wide?: boolean
  full?: boolean
  children: ReactNode
}) {
  const id = useId()
  const width = full ? ' harness__section--full' : wide ? ' harness__section--wide' : ''
  return (
    <section className={`harness__section${width}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

// A record, so a new fault kind cannot go without its label in the panel.
export const faultKindLabels: Record<FaultKind, string> = {
  'http-500': 'HTTP 500',
  'http-403': 'HTTP 403',
  'http-401': 'HTTP 401 (Token abgelehnt)',
  'http-429': 'HTTP 429 (zu viele Versuche)',
  'network-error': 'Netzwerkfehler',
  timeout: 'Zeitüberschreitung',
  'lost-answer': 'Ausgeführt, Antwort geht verloren',
  'malformed-json': 'Kaputtes JSON',
}
export const faultKinds = Object.entries(faultKindLabels) as Array<[FaultKind, string]>

/** An active fault as the panel lists it: `customer POST /user/login: http-500 (noch 1×)`. */
export function faultRuleText(fault: FaultRule): string {
  const remaining = fault.remaining === 'always' ? 'immer' : `noch ${fault.remaining}×`
  return `${fault.service}${fault.endpoint ? ` ${fault.endpoint}` : ''}: ${fault.kind} (${remaining})`
}

export const latencyOptions: ReadonlyArray<readonly [LatencySetting['mode'], string]> = [
  ['none', 'keine'],
  ['realistic', 'realistisch (150–500 ms)'],
  ['slow-3g', 'langsam wie 3G (2 s)'],
  ['fixed', 'fester Wert'],
]

/** A logged call's status: the HTTP status, or what came instead of an answer. */
export function statusText(entry: Pick<RequestLogEntry, 'status'>): string {
  if (entry.status === null) return 'keine Antwort'
  if (entry.status === 0) return 'Netzwerkfehler'
  return String(entry.status)
}

/** Date and time in the shop's zone, to the second: the request log and the clock in the bar. */
export const timeFormat = new Intl.DateTimeFormat('de-DE', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: shopTimeZone,
})

/** A labelled choice of the panel: each option a value and the text shown for it. */
export function PanelSelect<Value extends string>({
  id,
  label,
  value,
  options,
  onChange,
}: {
  id: string
  label: string
  value: Value
  options: ReadonlyArray<readonly [Value, string]>
  onChange: (value: Value) => void
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Value)}>
        {options.map(([optionValue, text]) => (
          <option key={optionValue} value={optionValue}>
            {text}
          </option>
        ))}
      </select>
    </>
  )
}
