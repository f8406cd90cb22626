import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import type { FaultKind, LatencySetting } from '../../../runtime/faults'
import { serviceNames, type ServiceName } from '../../../../src/shared/config/services'
import { Section, faultKinds } from '../panel-parts'

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
      <label htmlFor="harness-latency">Latenz</label>
      <select
        id="harness-latency"
        value={latencyValue}
        onChange={(event) => chooseLatency(event.target.value as LatencySetting['mode'])}
      >
        <option value="none">keine</option>
        <option value="realistic">realistisch (150–500 ms)</option>
        <option value="slow-3g">langsam wie 3G (2 s)</option>
        <option value="fixed">fester Wert</option>
      </select>
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
        <label htmlFor="harness-fault-service">Dienst</label>
        <select
          id="harness-fault-service"
          value={service}
          onChange={(event) => setService(event.target.value as ServiceName)}
        >
          {serviceNames.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <label htmlFor="harness-fault-endpoint">Nur Endpunkt (optional, z. B. POST /user/login)</label>
        <input id="harness-fault-endpoint" value={endpoint} onChange={(event) => setEndpoint(event.target.value)} />
        <label htmlFor="harness-fault-kind">Fehlerart</label>
        <select id="harness-fault-kind" value={kind} onChange={(event) => setKind(event.target.value as FaultKind)}>
          {faultKinds.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <label htmlFor="harness-fault-count">Wie oft</label>
        <select id="harness-fault-count" value={count} onChange={(event) => setCount(event.target.value)}>
          <option value="1">beim nächsten Aufruf</option>
          <option value="3">bei den nächsten 3 Aufrufen</option>
          <option value="always">bei jedem Aufruf</option>
        </select>
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
          <li key={index}>
            {fault.service}
            {fault.endpoint ? ` ${fault.endpoint}` : ''}: {fault.kind} (
            {fault.remaining === 'always' ? 'immer' : `noch ${fault.remaining}×`})
          </li>
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
