import { useEffect, useId, useState, useSyncExternalStore, type ReactNode } from 'react'
import {
  environments,
  flagDefinitions,
  flagNames,
  type Environment,
  type FlagName,
  type FlagOverrides,
} from '../../../flags/definitions'
import type { HarnessController } from './harness-controller'
import type { FaultKind, LatencySetting } from '../faults'
import type { RequestLogEntry } from '../request-log'
import { formatClockValue } from '../clock'
import { shopTimeZone } from '../../../src/shared/orders/cancellation-window'
import { serviceNames, type ServiceName } from '../../../src/shared/config/services'
import { shopLocales, shopLocaleSettings, type ShopLocale } from '../../../src/shared/config/locales'

// A record, so a new fault kind cannot go without its label in the panel.
const faultKindLabels: Record<FaultKind, string> = {
  'http-500': 'HTTP 500',
  'http-403': 'HTTP 403',
  'http-401': 'HTTP 401 (Token abgelehnt)',
  'network-error': 'Netzwerkfehler',
  timeout: 'Zeitüberschreitung',
  'malformed-json': 'Kaputtes JSON',
}
const faultKinds = Object.entries(faultKindLabels) as Array<[FaultKind, string]>

function Section({
  title,
  wide = false,
  full = false,
  children,
}: {
  title: string
  wide?: boolean
  full?: boolean
  children: ReactNode
}) {
  const id = useId()
  const width = full ? ' harness__section--full' : wide ? ' harness__section--wide' : ''
  return (
    <section className={`harness__section${width}`} aria-labelledby={id}>
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

/** One action per user of the current scenario: signed in (as after a login) or out. */
function SignInSection({ controller }: { controller: HarnessController }) {
  const scenario = controller.scenarios.find((candidate) => candidate.id === controller.settings().scenarioId)
  const signedIn = controller.signedInCustomerNumber()
  const [problem, setProblem] = useState('')
  const users = scenario?.users ?? []
  const signedInUser = users.find((user) => user.customerNumber === signedIn)
  return (
    <Section title="Anmelden als">
      <p>
        {signedIn
          ? `Angemeldet: ${signedInUser ? `${signedInUser.firstName} ${signedInUser.lastName}` : ''} (Kd.-Nr. ${signedIn})`
          : 'Niemand angemeldet.'}
      </p>
      {users.map((user) => (
        <button
          key={user.customerNumber}
          type="button"
          disabled={user.customerNumber === signedIn}
          onClick={() =>
            void controller.signInAs(user.customerNumber).then((done) => {
              if (!done) setProblem(`${user.firstName} ${user.lastName} ist nicht in der Datenbank.`)
            })
          }
        >
          Als {user.firstName} {user.lastName} anmelden
        </button>
      ))}
      {signedIn ? (
        <button type="button" onClick={() => controller.signOut()}>
          Abmelden
        </button>
      ) : null}
      <p role="status">{problem}</p>
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
  // Switches collect here and apply together: one reload for several flags.
  const [pending, setPending] = useState<Partial<Record<FlagName, boolean>>>({})
  const changes = flagNames.filter((name) => pending[name] !== undefined && pending[name] !== effective[name])
  const apply = () => {
    const next: FlagOverrides = { ...flagOverrides }
    for (const name of changes) {
      if (pending[name] === defaults[name]) delete next[name]
      else next[name] = pending[name]
    }
    controller.setFlags(next)
  }
  return (
    <Section title="Feature-Flags" wide>
      <table className="harness__flags">
        <caption className="harness__hidden">Flags mit Standard der Umgebung {env}</caption>
        <thead>
          <tr>
            <th scope="col">Flag und was es ändert</th>
            <th scope="col">Standard ({env})</th>
            <th scope="col">Aktiv</th>
          </tr>
        </thead>
        <tbody>
          {flagNames.map((name) => {
            const overridden = flagOverrides[name] !== undefined && flagOverrides[name] !== defaults[name]
            const checked = pending[name] ?? effective[name]
            const descriptionId = `harness-flag-${name}`
            return (
              <tr key={name}>
                <th scope="row">
                  <code>{name}</code>
                  {overridden ? <span className="harness__overridden"> überschrieben</span> : null}
                  {changes.includes(name) ? <span className="harness__overridden"> geändert</span> : null}
                  <span id={descriptionId} className="harness__flag-text">
                    {flagDefinitions[name].description}{' '}
                    <span className="harness__affects">Ändert: {flagDefinitions[name].affects}</span>
                  </span>
                </th>
                <td>{defaults[name] ? 'an' : 'aus'}</td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={`${name} aktiv`}
                    aria-describedby={descriptionId}
                    checked={checked}
                    onChange={(event) => setPending({ ...pending, [name]: event.target.checked })}
                  />
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <button type="button" disabled={changes.length === 0} onClick={apply}>
        {changes.length === 1 ? '1 Änderung übernehmen' : `${changes.length} Änderungen übernehmen`}
      </button>
      {changes.length > 0 ? (
        <button type="button" onClick={() => setPending({})}>
          Änderungen verwerfen
        </button>
      ) : null}
      <button type="button" onClick={() => controller.resetFlags()}>
        Auf Standard der Umgebung zurücksetzen
      </button>
    </Section>
  )
}

const clockSteps: Array<[string, string]> = [
  ['+10min', '+10 Min'],
  ['+1h', '+1 Std'],
  ['+24h', '+24 Std'],
  ['next-day', 'Nächster Tag 0:00'],
  ['+2y', '+2 Jahre'],
]

const clockFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'medium', timeZone: shopTimeZone })

/** The mock clock, ticking; moved by steps or to a date and time. */
function ClockSection({ controller }: { controller: HarnessController }) {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = window.setInterval(() => setTick((tick) => tick + 1), 1000)
    return () => window.clearInterval(timer)
  }, [])
  const now = controller.now()
  const [target, setTarget] = useState(() => formatClockValue(now))
  const [problem, setProblem] = useState('')
  const move = (request: string) => {
    setProblem(controller.moveClock(request) ? '' : 'Bitte Datum und Uhrzeit angeben.')
  }
  return (
    <Section title="Uhr">
      <p>
        Mock-Uhr: <time dateTime={now.toISOString()}>{clockFormat.format(now)}</time>
        {controller.clockMoved() ? ' (verstellt)' : ' (Zeit des Szenarios)'}
      </p>
      <p className="harness__hint">
        Gilt für App und Mock: Magic Link 10 Min, Registrierungs- und Passwort-Link 24 Std, Stornierung bis 0:00 des
        Bestelltags, fällige Rechnungen, Neukunde nach 2 Jahren ohne Bestellung.
      </p>
      <div role="group" aria-label="Uhr vorstellen">
        {clockSteps.map(([request, label]) => (
          <button key={request} type="button" onClick={() => move(request)}>
            {label}
          </button>
        ))}
      </div>
      <label htmlFor="harness-clock">Datum und Uhrzeit (Zeit des Shops, Berlin)</label>
      <input
        id="harness-clock"
        type="datetime-local"
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      />
      <button type="button" onClick={() => move(target)}>
        Uhr stellen
      </button>
      {controller.clockMoved() ? (
        <button type="button" onClick={() => controller.resetClock()}>
          Zurück zur Zeit des Szenarios
        </button>
      ) : null}
      <p role="status">{problem}</p>
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
          void navigator.clipboard.writeText(link).then(
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
            <strong>{mail.subject}</strong> an {mail.to}{' '}
            <span className="harness__muted">({timeFormat.format(new Date(mail.sentAt))})</span>
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

const timeFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'short', timeStyle: 'medium', timeZone: shopTimeZone })

function statusText(entry: RequestLogEntry): string {
  if (entry.status === null) return 'keine Antwort'
  if (entry.status === 0) return 'Netzwerkfehler'
  return String(entry.status)
}

/** Every mock call, newest first, filterable by service. */
function RequestLogSection({ controller }: { controller: HarnessController }) {
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
                  <td>
                    {entry.fault ? (faultKinds.find(([kind]) => kind === entry.fault)?.[1] ?? entry.fault) : 'nein'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  )
}

function DatabaseSection({ controller }: { controller: HarnessController }) {
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

/**
 * The prototype's control panel: scenario, sign-in, environment, flags, clock, link, outbox,
 * network, request log, db. Live: it re-renders on every change the harness reports.
 */
export function HarnessPanel({ controller }: { controller: HarnessController }) {
  useSyncExternalStore(controller.subscribe, controller.version)
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
          {controller.clockMoved() ? (
            <>
              {' '}
              · Uhr <strong>{timeFormat.format(controller.now())}</strong>
            </>
          ) : null}
        </span>
      </div>
      {collapsed ? null : (
        <div id={bodyId} className="harness__body">
          <ScenarioSection controller={controller} />
          <SignInSection controller={controller} />
          <EnvironmentSection controller={controller} />
          <ClockSection controller={controller} />
          <FlagsSection controller={controller} />
          <ShareSection controller={controller} />
          <OutboxSection controller={controller} />
          <NetworkSection controller={controller} />
          <RequestLogSection controller={controller} />
          <DatabaseSection controller={controller} />
        </div>
      )}
    </aside>
  )
}
