import { describe, expect, it } from 'vitest'
import { bugReport, reportedCalls, type BugReportFacts } from './bug-report'

const token = '4e85cc909b2026b6465ccc60e56a62ee'
const sessionId = 'session-1b4e28ba-2fa1-11d2-883f-0016d3cca427'

const facts: BugReportFacts = {
  description: 'Nach dem Klick auf den Link aus der Mail',
  link: 'http://localhost:5173/magic-link?scenario=mail-links&env=local-dev&locale=de#state=1.abc',
  page: {
    title: 'Anmelden | Mein Konto',
    address: `/magic-link?token=${token}&redirect=%2Forders`,
    heading: 'Anmelden',
    alerts: [`Dieser Anmeldelink ist abgelaufen (${token}).`],
  },
  scenario: { id: 'mail-links', title: 'Links aus Mails' },
  settings: { env: 'local-dev', locale: 'de', flagOverrides: { stayLoggedIn: false } },
  clock: { now: new Date('2026-11-20T09:25:00Z'), moved: true },
  signedIn: undefined,
  controls: { latency: { mode: 'fixed', ms: 800 }, faults: [] },
  requests: Array.from({ length: 25 }, (_, index) => ({
    id: index,
    service: 'customer' as const,
    method: 'POST',
    path: `/user/magic-link/call-${index}`,
    status: index === 0 ? 500 : 200,
    latencyMs: 12,
    ...(index === 0 ? { fault: 'http-500' as const } : {}),
  })),
  problems: [{ kind: 'console', message: `Sitzung ${sessionId} abgelehnt`, at: new Date() }],
  version: '0123456789ab',
  browser: { userAgent: 'Chrome', viewport: '1280 × 720 px (Pixelverhältnis 1)' },
}

describe('the bug report', () => {
  it('says what the page shows, how the tab is set up, the latest calls and the errors', () => {
    const report = bugReport(facts)
    expect(report).toMatch(/^# Fehlerbericht: Anmelden\n\nNach dem Klick auf den Link aus der Mail\n/)
    expect(report).toContain(`<${facts.link}>`)
    expect(report).toContain('| Uhr (Mock) | 20.11.26, 10:25:00 (verstellt) |')
    expect(report).toContain('| Flags (überschrieben) | -stayLoggedIn |')
    expect(report).toContain('| Latenz | 800 ms |')
    expect(report).toContain('| customer | `POST /user/magic-link/call-0` | 500 | 12 ms | HTTP 500 |')
    expect(report.match(/\| customer \|/g)).toHaveLength(reportedCalls)
  })

  it('masks the tokens and session ids of the address, the alerts and the errors', () => {
    const report = bugReport(facts)
    expect(report).not.toContain(token)
    expect(report).not.toContain(sessionId)
    expect(report).toContain('(`/magic-link?token=***&redirect=%2Forders`)')
    expect(report).toContain('- Hinweis: Dieser Anmeldelink ist abgelaufen (***).')
    expect(report).toContain('- Konsole: `Sitzung session-*** abgelehnt`')
  })
})
