import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { serviceNames, type ServiceName } from '../../../../src/shared/config/services'
import { Section, faultKindLabels, statusText } from '../panel-parts'

/** Every mock call, newest first, filterable by service. */
export function RequestLogSection({ controller }: { controller: HarnessController }) {
  const [service, setService] = useState<ServiceName | ''>('')
  const entries = controller.requestLog().filter((entry) => !service || entry.service === service)
  const shown = entries.slice(0, 100)
  return (
    <Section title={`Anfragen (${entries.length})`} full>
      <label htmlFor="harness-log-service">Nach Dienst filtern</label>
      <select
        id="harness-log-service"
        value={service}
        onChange={(event) => setService(event.target.value as ServiceName)}
      >
        <option value="">alle Dienste</option>
        {serviceNames.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <button type="button" onClick={() => controller.clearRequestLog()}>
        Protokoll leeren
      </button>
      {shown.length === 0 ? (
        <p>Noch keine Anfragen{service ? ` an ${service}` : ''}.</p>
      ) : (
        // Scrollable, so it must take keyboard focus (WCAG: scrollable region focusable).
        // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
        <div className="harness__scroll" tabIndex={0} role="region" aria-label="Anfrageprotokoll">
          <table className="harness__flags harness__log">
            <caption className="harness__hidden">Mock-Anfragen, neueste zuerst</caption>
            <thead>
              <tr>
                <th scope="col">Dienst</th>
                <th scope="col">Anfrage</th>
                <th scope="col">Status</th>
                <th scope="col">Dauer</th>
                <th scope="col">Fehler eingespeist</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((entry) => (
                <tr key={entry.id} className={entry.fault ? 'harness__faulted' : undefined}>
                  <td>{entry.service}</td>
                  <td>
                    <code>
                      {entry.method} {entry.path}
                    </code>
                  </td>
                  <td>{statusText(entry)}</td>
                  <td>{entry.status === null ? '–' : `${entry.latencyMs} ms`}</td>
                  <td>{entry.fault ? faultKindLabels[entry.fault] : 'nein'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  )
}
