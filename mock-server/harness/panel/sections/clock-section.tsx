import { useEffect, useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { formatClockValue } from '../../../runtime/clock'
import { shopTimeZone } from '../../../../src/shared/config/shop-time'
import { Section } from '../panel-parts'

const clockSteps: Array<[string, string]> = [
  ['+10min', '+10 Min'],
  ['+1h', '+1 Std'],
  ['+24h', '+24 Std'],
  ['next-day', 'Nächster Tag 0:00'],
  ['+11d', '+11 Tage'],
  ['+61d', '+61 Tage'],
  ['+2y', '+2 Jahre'],
]

const clockFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'full', timeStyle: 'medium', timeZone: shopTimeZone })

/** The mock clock, ticking; moved by steps or to a date and time. */
export function ClockSection({ controller }: { controller: HarnessController }) {
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
        Bestelltags, fällige Rechnungen, Neukunde nach 2 Jahren ohne Bestellung, Anmeldung 10 Tage (mit „Angemeldet
        bleiben“ 60 Tage ab der Anmeldung).
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
