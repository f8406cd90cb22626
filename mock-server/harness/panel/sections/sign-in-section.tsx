import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import type { SignedInSession } from '../../sign-in-as'
import { sessionLifetimeDays } from '../../../runtime/session-lifetime'
import { shopTimeZone } from '../../../../src/shared/config/shop-time'
import { Section } from '../panel-parts'

const endFormat = new Intl.DateTimeFormat('de-DE', { dateStyle: 'medium', timeStyle: 'short', timeZone: shopTimeZone })

/** When the session ends on the mock clock, and by which rule (the clock section moves past it). */
function sessionEndNote(session: SignedInSession): string {
  const end = endFormat.format(session.endsAt)
  return session.stayLoggedIn
    ? `Mit „Angemeldet bleiben“: abgemeldet ab ${end} (${sessionLifetimeDays.withStayLoggedIn} Tage nach der Anmeldung, früher nach ${sessionLifetimeDays.withoutVisit} Tagen ohne Besuch).`
    : `Ohne „Angemeldet bleiben“: abgemeldet ab ${end} (${sessionLifetimeDays.withoutStayLoggedIn} Tage nach der Anmeldung).`
}

export function SignInSection({ controller }: { controller: HarnessController }) {
  const scenario = controller.scenarios.find((candidate) => candidate.id === controller.settings().scenarioId)
  const session = controller.signedInSession()
  const signedIn = session?.customerNumber
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
      {session ? <p className="harness__hint">{sessionEndNote(session)}</p> : null}
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
