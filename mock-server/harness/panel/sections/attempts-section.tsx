import type { HarnessController } from '../harness-controller'
import { accountAttemptLimit, clientAttemptLimit, throttleWindowMs } from '../../../runtime/throttle'
import { Section, timeFormat } from '../panel-parts'

/** The throttling counters: past 10 per account (50 per client) in 15 minutes the sign-in calls answer 429. */
export function AttemptsSection({ controller }: { controller: HarnessController }) {
  const attempts = controller.attempts()
  return (
    <Section title={`Drosselung (${attempts.length})`}>
      <p className="harness__hint">
        Anmeldung, Prüfung des Benutzernamens, Anmeldelink, Passwort vergessen und Kontobestätigung: ab{' '}
        {accountAttemptLimit} Versuchen je Konto ({clientAttemptLimit} je Client) in {throttleWindowMs / 60_000} Minuten
        antwortet der Mock 429. Die Uhr „+1 Std“ beendet das Fenster.
      </p>
      {attempts.length === 0 ? <p>Keine Versuche gezählt.</p> : null}
      <ul className="harness__attempts" aria-label="Gezählte Versuche">
        {attempts.map((counter) => (
          <li key={counter.id}>
            {counter.key}: {counter.count} seit {timeFormat.format(new Date(counter.windowStartedAt))}
          </li>
        ))}
      </ul>
      <button type="button" onClick={controller.resetAttempts} disabled={attempts.length === 0}>
        Zähler zurücksetzen
      </button>
    </Section>
  )
}
