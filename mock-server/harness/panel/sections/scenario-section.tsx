import { useState } from 'react'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

export function ScenarioSection({ controller }: { controller: HarnessController }) {
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
