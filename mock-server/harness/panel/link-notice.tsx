import type { HarnessController } from './harness-controller'
import type { LinkNotice } from '../tab-link'
import type { Misfit } from '../tab-changes'

const misfitReasons: Record<Misfit['reason'], string> = {
  exists: 'im Link neu angelegt, im Szenario gibt es diesen Datensatz inzwischen schon',
  gone: 'im Link geändert, im Szenario gibt es diesen Datensatz nicht mehr',
  differs: 'im Link geändert, im Szenario sieht dieser Datensatz inzwischen anders aus',
  'no-owner': 'im Link neu angelegt für eine Kundin, die es im Szenario nicht mehr gibt',
}

/** What no longer fits the scenario, one line each; empty where the whole link landed as it was made. */
function misfitLines(notice: Extract<LinkNotice, { kind: 'applied' }>): string[] {
  return [
    ...notice.misfits.map(
      ({ collection, key, reason }) => `${collection} ${key} nicht übernommen: ${misfitReasons[reason]}.`,
    ),
    ...(notice.missingCustomer
      ? [`Niemand angemeldet: Kundennummer ${notice.missingCustomer} gibt es im Szenario nicht mehr.`]
      : []),
    ...(notice.seedDiffers
      ? [
          'Das Szenario legt inzwischen andere Daten an als beim Erstellen des Links; was der Link nicht ändert, kann abweichen.',
        ]
      : []),
  ]
}

/**
 * What opening a link did, above the app until dismissed: that the tab's state landed, or what of it no
 * longer fits the scenario (a change to the scenario's seed since), or why it could not be read.
 */
export function LinkNoticeBar({ controller }: { controller: HarnessController }) {
  const notice = controller.linkNotice()
  if (!notice) return null
  const dismiss = (
    <button type="button" onClick={() => controller.dismissLinkNotice()}>
      Hinweis schließen
    </button>
  )
  if (notice.kind !== 'applied') {
    return (
      <div className="harness__notice harness__notice--problem" role="alert">
        <p>
          {notice.kind === 'unreadable'
            ? `Der Link ist unvollständig oder beschädigt (vielleicht beim Kopieren oder vom Mail-Programm gekürzt): geöffnet ist das Szenario „${notice.scenarioId}“ ohne den Stand des Tabs. Bitte den ganzen Link oder die Berichtsdatei verwenden.`
            : `Der Link gehört zum Szenario „${notice.scenarioId}“, das es nicht mehr gibt: geöffnet ist das Standardszenario ohne den Stand des Tabs.`}
        </p>
        {dismiss}
      </div>
    )
  }
  const lines = misfitLines(notice)
  if (lines.length === 0) {
    return (
      <div className="harness__notice" role="status">
        <p>
          Stand aus dem Link übernommen: Szenario „{notice.scenarioId}“ mit {notice.changes}{' '}
          {notice.changes === 1 ? 'Änderung' : 'Änderungen'} an den Daten, Anmeldung, Uhr, Flags, Latenz und Fehlern.
        </p>
        {dismiss}
      </div>
    )
  }
  return (
    <div className="harness__notice harness__notice--problem" role="alert">
      <p>
        Der Link passt nicht mehr ganz zum Szenario „{notice.scenarioId}“; alles andere aus dem Link ist übernommen:
      </p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      {dismiss}
    </div>
  )
}
