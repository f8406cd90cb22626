import { useId, useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'
import { bugReport, readPageView } from '../bug-report'
import { copyStateText, copyText, downloadText, type CopyState } from '../copy-text'
import { scenarioIdPattern } from '../../scenario-module'

/** `2026-11-21-1015`: a file name's stamp, from the wall clock of whoever reports. */
function stamp(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`
}

/**
 * "Fehler melden": a report of the tab to paste into a ticket or attach (with the link that restores the
 * tab), and "Als Szenario speichern": the tab as a scenario module to commit.
 */
export function ReportSection({ controller }: { controller: HarnessController }) {
  const ids = { what: useId(), report: useId(), id: useId(), title: useId() }
  const { scenarioId } = controller.settings()
  const scenario = controller.scenarios.find((candidate) => candidate.id === scenarioId)
  const [description, setDescription] = useState('')
  const [report, setReport] = useState<string>()
  const [copied, setCopied] = useState<CopyState>('idle')
  const [savedId, setSavedId] = useState(`${scenarioId}-gespeichert`)
  const [savedTitle, setSavedTitle] = useState(`${scenario?.title ?? scenarioId} (gespeichert)`)
  const [saveProblem, setSaveProblem] = useState('')

  const writeReport = async () => {
    const { settings, controls } = { settings: controller.settings(), controls: controller.controls() }
    const session = controller.signedInSession()
    setCopied('idle')
    setReport(
      bugReport({
        description,
        link: await controller.shareableLink(),
        page: readPageView(document, window.location),
        scenario: { id: settings.scenarioId, title: scenario?.title ?? settings.scenarioId },
        settings,
        clock: { now: controller.now(), moved: controller.clockMoved() },
        signedIn: session?.customerNumber,
        controls,
        requests: controller.requestLog(),
        problems: controller.pageProblems(),
        version: controller.buildVersion,
        browser: {
          userAgent: navigator.userAgent,
          viewport: `${window.innerWidth} × ${window.innerHeight} px (Pixelverhältnis ${window.devicePixelRatio})`,
        },
      }),
    )
  }

  const saveScenario = async () => {
    if (!scenarioIdPattern.test(savedId)) {
      setSaveProblem(
        'Die Kennung besteht aus Kleinbuchstaben, Ziffern und Bindestrichen, z. B. storno-nach-mitternacht.',
      )
      return
    }
    if (controller.scenarios.some((known) => known.id === savedId)) {
      setSaveProblem(`Ein Szenario „${savedId}“ gibt es schon: bitte eine andere Kennung wählen.`)
      return
    }
    setSaveProblem('')
    const source = await controller.savedScenario({
      id: savedId,
      title: savedTitle.trim() || savedId,
      description: description.trim() || `Gespeichert aus „${scenario?.title ?? scenarioId}“ (${scenarioId}).`,
    })
    downloadText(`${savedId}.ts`, source, 'text/typescript')
  }

  return (
    <Section title="Fehler melden" full>
      <label htmlFor={ids.what}>Was ist passiert? (optional, steht oben im Bericht)</label>
      <textarea id={ids.what} rows={2} value={description} onChange={(event) => setDescription(event.target.value)} />
      <button type="button" onClick={() => void writeReport()}>
        Bericht erstellen
      </button>
      {report === undefined ? (
        <p className="harness__hint">
          Der Bericht enthält den Link zu diesem Stand, die Seite, was sie zeigt, die letzten Anfragen, Konsolen- und
          Seitenfehler, Version, Browser und Fenster; Passwörter, Tokens und Sitzungen nicht.
        </p>
      ) : (
        <>
          <label htmlFor={ids.report}>Bericht (Markdown)</label>
          <textarea id={ids.report} rows={12} readOnly value={report} onFocus={(event) => event.target.select()} />
          <button type="button" onClick={() => void copyText(report).then(setCopied)}>
            Bericht kopieren
          </button>
          <button
            type="button"
            onClick={() => downloadText(`fehlerbericht-${scenarioId}-${stamp(new Date())}.md`, report, 'text/markdown')}
          >
            Als Markdown-Datei herunterladen
          </button>
          <p role="status">{copyStateText(copied, 'den Bericht oben')}</p>
        </>
      )}
      <fieldset>
        <legend>Als Szenario speichern</legend>
        <p className="harness__hint">
          Lädt <code>scenarios/{savedId || '…'}.ts</code> herunter: das Szenario {scenarioId} mit den Änderungen dieses
          Tabs, mit den Factories geschrieben. In <code>scenarios/</code> legen und in{' '}
          <code>scenarios/registry.ts</code> eintragen: dann listen es <code>npm run scenarios</code> und dieses Panel,
          und Storybook und Playwright können es öffnen.
        </p>
        <label htmlFor={ids.id}>Kennung (Dateiname)</label>
        <input id={ids.id} value={savedId} onChange={(event) => setSavedId(event.target.value.trim())} />
        <label htmlFor={ids.title}>Titel</label>
        <input id={ids.title} value={savedTitle} onChange={(event) => setSavedTitle(event.target.value)} />
        <button type="button" onClick={() => void saveScenario()}>
          Als Szenario speichern
        </button>
        {/* Only while there is a problem: an empty alert is still one, beside the app's own. */}
        {saveProblem ? <p role="alert">{saveProblem}</p> : null}
      </fieldset>
    </Section>
  )
}
