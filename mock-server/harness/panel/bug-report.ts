import { formatFlagOverrides, type FlagOverrides } from '../../../flags/definitions'
import type { MockControls } from '../../runtime/faults'
import type { RequestLogEntry } from '../../runtime/request-log'
import { maskSecrets } from '../../runtime/secret-masking'
import type { PageProblem } from '../page-problems'
import { faultKindLabels, faultRuleText, latencyOptions, statusText, timeFormat } from './panel-parts'

/** What the customer sees on the page: its main heading and the alerts shown. */
export type PageView = { title: string; address: string; heading: string | undefined; alerts: string[] }

/** Everything "Fehler melden" puts in a report. */
export type BugReportFacts = {
  description: string
  link: string
  page: PageView
  scenario: { id: string; title: string }
  settings: { env: string; locale: string; flagOverrides: FlagOverrides }
  clock: { now: Date; moved: boolean }
  signedIn: string | undefined
  controls: MockControls
  /** Newest first, as the request log keeps them. */
  requests: RequestLogEntry[]
  problems: PageProblem[]
  version: string
  browser: { userAgent: string; viewport: string }
}

/** The calls a report lists: the latest, enough to see what led to the page. */
export const reportedCalls = 20

const text = (value: string | undefined) => (value ?? '').replace(/\s+/g, ' ').trim()

/** A table cell: one line, no column break. */
const cell = (value: string) => text(value).replace(/\|/g, '\\|') || '–'

/** Inline code, with a fence long enough for backticks in it. */
const inlineCode = (value: string) => {
  const fence = '`'.repeat((value.match(/`+/g) ?? ['']).reduce((longest, run) => Math.max(longest, run.length), 0) + 1)
  return `${fence}${value.startsWith('`') ? ' ' : ''}${value}${value.endsWith('`') ? ' ' : ''}${fence}`
}

/** What the app shows now: the main heading and the visible alerts of the app (not the panel's). */
export function readPageView(document: Document, location: Location): PageView {
  const app = document.getElementById('root') ?? document.body
  const visible = (element: Element) =>
    'checkVisibility' in element ? element.checkVisibility() : (element as HTMLElement).offsetParent !== null
  const alerts = [...app.querySelectorAll('.alert, [role="alert"]')]
    .filter((element) => visible(element) && !element.parentElement?.closest('.alert, [role="alert"]'))
    .map((element) => text(element.textContent ?? ''))
    .filter(Boolean)
  return {
    title: document.title,
    address: `${location.pathname}${location.search}${location.hash}`,
    heading: text(app.querySelector('main h1')?.textContent ?? undefined) || undefined,
    alerts,
  }
}

/**
 * The report as Markdown, to paste into a ticket or attach as a file. Nothing secret in it: the link carries
 * no password, token or session id (tab-link.ts), the request log masks its calls, and the page's address
 * and messages are masked the same way (runtime/secret-masking.ts).
 */
export function bugReport(facts: BugReportFacts): string {
  const { page, settings, controls } = facts
  const latency = latencyOptions.find(([mode]) => mode === controls.latency.mode)?.[1] ?? controls.latency.mode
  const lines = [
    `# Fehlerbericht: ${text(page.heading ?? page.title) || 'Seite ohne Überschrift'}`,
    '',
    ...(text(facts.description) ? [facts.description.trim(), ''] : []),
    `**Link, der diesen Stand wiederherstellt** (${facts.link.length} Zeichen; im Prototyp öffnen):`,
    '',
    `<${facts.link}>`,
    '',
    '| | |',
    '| --- | --- |',
    `| Seite | ${cell(page.heading ?? page.title)} (${inlineCode(maskSecrets(page.address))}) |`,
    `| Szenario | ${cell(`${facts.scenario.id}: ${facts.scenario.title}`)} |`,
    `| Umgebung, Shop | ${cell(`${settings.env}, ${settings.locale}`)} |`,
    `| Flags (überschrieben) | ${cell(formatFlagOverrides(settings.flagOverrides) || 'keine')} |`,
    `| Uhr (Mock) | ${cell(`${timeFormat.format(facts.clock.now)}${facts.clock.moved ? ' (verstellt)' : ''}`)} |`,
    `| Angemeldet | ${cell(facts.signedIn ? `Kundennummer ${facts.signedIn}` : 'niemand')} |`,
    `| Latenz | ${cell(controls.latency.mode === 'fixed' ? `${controls.latency.ms} ms` : latency)} |`,
    `| Eingespeiste Fehler | ${cell(controls.faults.map(faultRuleText).join('; ') || 'keine')} |`,
    `| Version | ${cell(facts.version)} |`,
    `| Browser | ${cell(facts.browser.userAgent)} |`,
    `| Fenster | ${cell(facts.browser.viewport)} |`,
    '',
    '## Was die Kundin sieht',
    '',
    `- Überschrift: ${text(page.heading) || '(keine)'}`,
    ...(page.alerts.length > 0
      ? page.alerts.map((alert) => `- Hinweis: ${maskSecrets(alert)}`)
      : ['- Hinweise: keine']),
    '',
    `## Letzte Anfragen (neueste zuerst, höchstens ${reportedCalls})`,
    '',
    ...(facts.requests.length > 0
      ? [
          '| Dienst | Anfrage | Status | Dauer | Fehler eingespeist |',
          '| --- | --- | --- | --- | --- |',
          ...facts.requests
            .slice(0, reportedCalls)
            .map(
              (entry) =>
                `| ${cell(entry.service)} | ${inlineCode(`${entry.method} ${entry.path}`)} | ${statusText(entry)} | ${entry.status === null ? '–' : `${entry.latencyMs} ms`} | ${entry.fault ? faultKindLabels[entry.fault] : 'nein'} |`,
            ),
        ]
      : ['Keine Anfragen.']),
    '',
    '## Konsolen- und Seitenfehler',
    '',
    ...(facts.problems.length > 0
      ? facts.problems.map(
          (problem) =>
            `- ${problem.kind === 'console' ? 'Konsole' : 'Seite'}: ${inlineCode(maskSecrets(text(problem.message)))}`,
        )
      : ['Keine.']),
    '',
  ]
  return lines.join('\n')
}
