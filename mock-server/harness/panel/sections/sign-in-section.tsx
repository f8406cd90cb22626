import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

export function SignInSection({ controller }: { controller: HarnessController }) {
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
