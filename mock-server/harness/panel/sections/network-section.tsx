import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import type { FaultKind, LatencySetting } from '../../../runtime/faults'
import { serviceNames, type ServiceName } from '../../../../src/shared/config/services'
import { PanelSelect, Section, faultKinds, faultRuleText, latencyOptions } from '../panel-parts'

const faultCounts = [
  ['1', 'beim nächsten Aufruf'],
  ['3', 'bei den nächsten 3 Aufrufen'],
  ['always', 'bei jedem Aufruf'],
] as const

export function NetworkSection({ controller }: { controller: HarnessController }) {
  // Read on every render: the panel re-renders when a call counts a fault down.
  const controls = controller.controls()
  const [service, setService] = useState<ServiceName>('customer')
  const [endpoint, setEndpoint] = useState('')
  const [kind, setKind] = useState<FaultKind>('http-500')
  const [count, setCount] = useState('1')
  const [fixedMs, setFixedMs] = useState(800)
  const latencyValue = controls.latency.mode
  const chooseLatency = (mode: LatencySetting['mode']) => {
    controller.setLatency(mode === 'fixed' ? { mode, ms: fixedMs } : { mode })
  }
  return (
    <Section title="Netzwerk und Fehler">
      <PanelSelect
        id="harness-latency"
        label="Latenz"
        value={latencyValue}
        options={latencyOptions}
        onChange={chooseLatency}
      />
      {latencyValue === 'fixed' ? (
        <>
          <label htmlFor="harness-latency-ms">Millisekunden</label>
          <input
            id="harness-latency-ms"
            type="number"
            min={0}
            value={fixedMs}
            onChange={(event) => {
              setFixedMs(Number(event.target.value))
              controller.setLatency({ mode: 'fixed', ms: Number(event.target.value) })
            }}
          />
        </>
      ) : null}
      <fieldset>
        <legend>Fehler einstellen</legend>
        <PanelSelect
          id="harness-fault-service"
          label="Dienst"
          value={service}
          options={serviceNames.map((name) => [name, name] as const)}
          onChange={setService}
        />
        <label htmlFor="harness-fault-endpoint">Nur Endpunkt (optional, z. B. POST /user/login)</label>
        <input id="harness-fault-endpoint" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} />
        <PanelSelect id="harness-fault-kind" label="Fehlerart" value={kind} options={faultKinds} onChange={setKind} />
        <PanelSelect id="harness-fault-count" label="Wie oft" value={count} options={faultCounts} onChange={setCount} />
        <button
          type="button"
          onClick={() => {
            controller.injectFault({
              service,
              endpoint: endpoint.trim() || undefined,
              kind,
              remaining: count === 'always' ? 'always' : Number(count),
            })
          }}
        >
          Fehler aktivieren
        </button>
      </fieldset>
      <ul aria-label="Aktive Fehler">
        {controls.faults.map((fault, index) => (
          <li key={index}>{faultRuleText(fault)}</li>
        ))}
      </ul>
      {controls.faults.length > 0 ? (
        <button
          type="button"
          onClick={() => {
            controller.clearFaults()
          }}
        >
          Alle Fehler entfernen
        </button>
      ) : null}
    </Section>
  )
}
