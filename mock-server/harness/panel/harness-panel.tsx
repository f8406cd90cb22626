import { useId, useState, type ReactNode } from 'react'
import { environments, flagDefinitions, flagNames, type Environment } from '../../../flags/definitions'
import type { HarnessController } from './harness-controller'
import type { FaultKind, LatencySetting } from '../faults'
import { serviceNames, type ServiceName } from '../../../src/shared/config/services'
import { shopLocales, shopLocaleSettings, type ShopLocale } from '../../../src/shared/config/locales'

const faultKinds: Array<[FaultKind, string]> = [
  ['http-500', 'HTTP 500'],
  ['http-403', 'HTTP 403'],
  ['network-error', 'Netzwerkfehler'],
  ['timeout', 'Zeitüberschreitung'],
  ['malformed-json', 'Kaputtes JSON'],
]

function Section({ title, wide = false, children }: { title: string; wide?: boolean; children: ReactNode }) {
  const id = useId()
  return (
    <section className={`harness__section${wide ? ' harness__section--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  )
}

function ScenarioSection({ controller }: { controller: HarnessController }) {
  const current = controller.settings().scenarioId
  const [chosen, setChosen] = useState(current)
  const scenario = controller.scenarios.find((candidate) => candidate.id === chosen)
  return (
    <Section title="Szenario">
      <label htmlFor="harness-scenario">Szenario wählen</label>
      <select id="harness-scenario" value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {controller.scenarios.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.title} ({candidate.id})
          </option>
        ))}
      </select>
      {scenario ? (
        <>
          <p>{scenario.description}</p>
          <ul className="harness__credentials" aria-label="Zugangsdaten">
            {scenario.users.map((user) => (
              <li key={user.customerNumber}>
                {user.username} · Kd.-Nr. {user.customerNumber} · Passwort: {user.password ?? 'keins'}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <button type="button" onClick={() => controller.switchScenario(chosen)}>
        {chosen === current ? 'Szenario neu laden' : 'Szenario laden'}
      </button>
    </Section>
  )
}

function EnvironmentSection({ controller }: { controller: HarnessController }) {
  const { env, locale } = controller.settings()
  return (
    <Section title="Umgebung und Shop">
      <label htmlFor="harness-env">Umgebung</label>
      <select
        id="harness-env"
        value={env}
        onChange={(event) => controller.setEnvironment(event.target.value as Environment)}
      >
        {environments.map((environment) => (
          <option key={environment} value={environment}>
            {environment}
          </option>
        ))}
      </select>
      <label htmlFor="harness-locale">Shop</label>
      <select
        id="harness-locale"
        value={locale}
        onChange={(event) => controller.setLocale(event.target.value as ShopLocale)}
      >
        {shopLocales.map((shop) => (
          <option key={shop} value={shop}>
            {shopLocaleSettings[shop].countryName} ({shop})
          </option>
        ))}
      </select>
    </Section>
  )
}

function FlagsSection({ controller }: { controller: HarnessController }) {
  const { env, flagOverrides } = controller.settings()
  const defaults = controller.flagDefaults(env)
  const effective = controller.effectiveFlags()
  return (
    <Section title="Feature-Flags" wide>
      <table className="harness__flags">
        <caption className="harness__hidden">Flags mit Standard der Umgebung {env}</caption>
        <thead>
          <tr>
            <th scope="col">Flag</th>
            <th scope="col">Standard ({env})</th>
            <th scope="col">Aktiv</th>
          </tr>
        </thead>
        <tbody>
          {flagNames.map((name) => {
            const overridden = flagOverrides[name] !== undefined && flagOverrides[name] !== defaults[name]
            return (
              <tr key={name}>
                <th scope="row">
                  <span title={flagDefinitions[name].description}>{name}</span>
                  {overridden ? <span className="harness__overridden"> überschrieben</span> : null}
                </th>
                <td>{defaults[name] ? 'an' : 'aus'}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} aktiv`}
                    checked={effective[name]}
                    onChange={(event) =>
                      controller.setFlag(
                        name,
                        event.target.checked === defaults[name] ? undefined : event.target.checked,
                      )
                    }
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <button type="button" onClick={() => controller.resetFlags()}>
        Auf Standard der Umgebung zurücksetzen
      </button>
    </Section>
  )
}

function ShareSection({ controller }: { controller: HarnessController }) {
  const link = controller.shareableLink()
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <Section title="Link teilen">
      <label htmlFor="harness-link">Link zu diesem Stand (Szenario, Umgebung, Shop, Flags, Seite)</label>
      <input id="harness-link" readOnly value={link} onFocus={(event) => event.target.select()} />
      <button
        type="button"
        onClick={() =>
          navigator.clipboard.writeText(link).then(
            () => setCopied('copied'),
            () => setCopied('failed'),
          )
        }
      >
        Link kopieren
      </button>
      <p role="status">
        {copied === 'copied'
          ? 'Kopiert.'
          : copied === 'failed'
            ? 'Kopieren nicht erlaubt: bitte den Link oben markieren.'
            : ''}
      </p>
    </Section>
  )
}

function OutboxSection({ controller }: { controller: HarnessController }) {
  const mails = controller.outbox()
  return (
    <Section title={`Postausgang (${mails.length})`}>
      {mails.length === 0 ? <p>Noch keine E-Mails versendet.</p> : null}
      <ul className="harness__outbox">
        {mails.map((mail) => (
          <li key={mail.id}>
            <strong>{mail.subject}</strong> an {mail.to}
            {mail.link ? (
              <>
                {' '}
                · <a href={mail.link}>Link öffnen</a>
              </>
            ) : null}
            <details className="harness__mail-body">
              <summary>Inhalt</summary>
              <p>{mail.body}</p>
            </details>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function NetworkSection({ controller }: { controller: HarnessController }) {
  const [controls, setControls] = useState(controller.controls())
  const [service, setService] = useState<ServiceName>('customer')
  const [endpoint, setEndpoint] = useState('')
  const [kind, setKind] = useState<FaultKind>('http-500')
  const [count, setCount] = useState('1')
  const [fixedMs, setFixedMs] = useState(800)
  const refresh = () => setControls(controller.controls())
  const latencyValue = controls.latency.mode
  const chooseLatency = (mode: LatencySetting['mode']) => {
    controller.setLatency(mode === 'fixed' ? { mode, ms: fixedMs } : { mode })
    refresh()
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
            refresh()
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
            refresh()
          }}
        >
          Alle Fehler entfernen
        </button>
      ) : null}
    </Section>
  )
}

function DatabaseSection({ controller }: { controller: HarnessController }) {
  const [dump, setDump] = useState<Record<string, Array<Record<string, unknown>>> | null>(null)
  return (
    <Section title="Mock-Datenbank">
      <button type="button" onClick={() => setDump(controller.dbSummary())}>
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
                {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
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

/** The prototype's control panel: scenario, environment, flags, shop, link, outbox, network, db. */
export function HarnessPanel({ controller }: { controller: HarnessController }) {
  const [collapsed, setCollapsed] = useState(controller.panelCollapsed())
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
            controller.setPanelCollapsed(!collapsed)
          }}
        >
          Prototyp-Steuerung {collapsed ? 'öffnen' : 'schließen'}
        </button>
        <span>
          Szenario <strong>{scenarioId}</strong> · Umgebung <strong>{env}</strong> · Shop <strong>{locale}</strong>
        </span>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className="harness__body">
          <ScenarioSection controller={controller} />
          <EnvironmentSection controller={controller} />
          <FlagsSection controller={controller} />
          <ShareSection controller={controller} />
          <OutboxSection controller={controller} />
          <NetworkSection controller={controller} />
          <DatabaseSection controller={controller} />
        </div>
      )}
    </aside>
  )
}
