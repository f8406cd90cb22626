import { useState } from 'react'
import { flagNames, type FlagName, type FlagOverrides } from '../../../../flags/definitions'
import { flagDescriptions } from '../../../../flags/flag-descriptions'
import type { HarnessController } from '../harness-controller'
import { Section } from '../panel-parts'

export function FlagsSection({ controller }: { controller: HarnessController }) {
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
                    {flagDescriptions[name].description}{' '}
                    <span className="harness__affects">Ändert: {flagDescriptions[name].affects}</span>
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
