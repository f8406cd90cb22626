import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

export function DatabaseSection({ controller }: { controller: HarnessController }) {
  const [shown, setShown] = useState(false)
  // Read on every render while shown: the panel re-renders on every db change.
  const dump = shown ? controller.dbSummary() : null
  return (
    <Section title="Mock-Datenbank">
      <button type="button" onClick={() => setShown(true)}>
        Datenbank anzeigen
      </button>
      <button type="button" onClick={() => controller.resetDb()}>
        Datenbank zurücksetzen
      </button>
      {dump ? (
        <ul className="harness__db">
          {Object.entries(dump).map(([collection, records]) => (
            <li key={collection}>
              <details>
                <summary>
                  {collection}: {records.length}
                </summary>
                {/* Scrollable, so it must take keyboard focus (WCAG: scrollable region focusable). */}
                {/* eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex */}
                <pre tabIndex={0} aria-label={`${collection} als JSON`}>
                  {JSON.stringify(records, null, 2)}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      ) : null}
    </Section>
  )
}
