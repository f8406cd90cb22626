import { useDeferredValue, useId, useState, useSyncExternalStore } from 'react'
import type { HarnessController } from './harness-controller'
import { timeFormat } from './panel-parts'
import { ScenarioSection } from './sections/scenario-section'
import { SignInSection } from './sections/sign-in-section'
import { EnvironmentSection } from './sections/environment-section'
import { FlagsSection } from './sections/flags-section'
import { ClockSection } from './sections/clock-section'
import { ShareSection } from './sections/share-section'
import { OverviewSection } from './sections/overview-section'
import { OutboxSection } from './sections/outbox-section'
import { NetworkSection } from './sections/network-section'
import { AttemptsSection } from './sections/attempts-section'
import { RequestLogSection } from './sections/request-log-section'
import { DatabaseSection } from './sections/database-section'
import { TrackingSection } from './sections/tracking-section'
import { ReportSection } from './sections/report-section'
import { LinkNoticeBar } from './link-notice'

/**
 * Runs `keep` once the next frame is painted, or when the page goes away before that. Keeping the
 * panel's state stores the tab's whole harness state (the mock db with it, tens of ms on a slow CPU):
 * done in the click, it held back the frame that shows the opened panel (issue 27, INP).
 */
function keepAfterPaint(keep: () => void): void {
  let kept = false
  const keepOnce = () => {
    if (kept) return
    kept = true
    window.removeEventListener('pagehide', keepOnce)
    keep()
  }
  window.addEventListener('pagehide', keepOnce)
  requestAnimationFrame(() => setTimeout(keepOnce, 0))
}

/**
 * The prototype's control panel: scenario, sign-in, environment, flags, clock, link, bug report, outbox,
 * network, tracking, request log, db; above them what opening a link to a tab did. Live: it re-renders on every change the harness reports.
 */
export function HarnessPanel({ controller }: { controller: HarnessController }) {
  useSyncExternalStore(controller.subscribe, controller.version)
  const [collapsed, setCollapsed] = useState(controller.panelCollapsed())
  // The toggle answers in the next frame; the body's dozen sections (their render and layout took a few
  // hundred ms on a slow CPU, issue 27) follow as a transition that yields to input.
  const bodyCollapsed = useDeferredValue(collapsed)
  const bodyId = useId()
  const { scenarioId, env, locale } = controller.settings()
  return (
    <aside className="harness" aria-label="Prototyp-Steuerung" lang="de">
      <div className="harness__bar">
        <button
          type="button"
          aria-expanded={!collapsed}
          aria-controls={bodyId}
          onClick={() => {
            setCollapsed(!collapsed)
            keepAfterPaint(() => controller.setPanelCollapsed(!collapsed))
          }}
        >
          Prototyp-Steuerung {collapsed ? 'öffnen' : 'schließen'}
        </button>
        <span>
          Szenario <strong>{scenarioId}</strong> · Umgebung <strong>{env}</strong> · Shop <strong>{locale}</strong>
          {controller.clockMoved() ? (
            <>
              {' '}
              · Uhr <strong>{timeFormat.format(controller.now())}</strong>
            </>
          ) : null}
        </span>
      </div>
      <LinkNoticeBar controller={controller} />
      {bodyCollapsed ? null : (
        <div id={bodyId} className="harness__body">
          <ScenarioSection controller={controller} />
          <SignInSection controller={controller} />
          <EnvironmentSection controller={controller} />
          <ClockSection controller={controller} />
          <FlagsSection controller={controller} />
          <ShareSection controller={controller} />
          <ReportSection controller={controller} />
          <OverviewSection />
          <OutboxSection controller={controller} />
          <NetworkSection controller={controller} />
          <AttemptsSection controller={controller} />
          <TrackingSection controller={controller} />
          <RequestLogSection controller={controller} />
          <DatabaseSection controller={controller} />
        </div>
      )}
    </aside>
  )
}
