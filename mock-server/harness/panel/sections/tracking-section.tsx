import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

/**
 * The visitor's tracking consent, switched as the shop's cookie banner would, and what the app pushed
 * to the tag manager's `dataLayer` on this page, newest first.
 */
export function TrackingSection({ controller }: { controller: HarnessController }) {
  // Held here too: the panel re-renders on the harness's next (coalesced) notice, the switch at once.
  const [consent, setConsent] = useState(controller.trackingConsent)
  const entries = controller.dataLayer()
  return (
    <Section title={`Tracking (${entries.length})`} wide>
      <label className="harness__check">
        <input
          type="checkbox"
          checked={consent}
          aria-describedby="harness-tracking-hint"
          onChange={(event) => {
            setConsent(event.target.checked)
            controller.setTrackingConsent(event.target.checked)
          }}
        />{' '}
        Tracking-Einwilligung erteilt
      </label>
      <p id="harness-tracking-hint" className="harness__hint">
        Wie im Cookie-Banner des Shops (Cookie <code>tracking_consent</code>). Ohne Einwilligung gelangt nichts in den
        dataLayer: Ereignisse bis dahin werden verworfen, nicht nachgereicht.
      </p>
      {entries.length === 0 ? (
        <p>Auf dieser Seite noch nichts gesendet.</p>
      ) : (
        // Scrollable, so it must take keyboard focus (WCAG: scrollable region focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="harness__scroll" tabIndex={0} role="region" aria-label="dataLayer, neueste zuerst">
          <ol className="harness__events" reversed>
            {entries.map((entry, index) => (
              <li key={entries.length - index}>
                <code>{JSON.stringify(entry)}</code>
              </li>
            ))}
          </ol>
        </div>
      )}
    </Section>
  )
}
