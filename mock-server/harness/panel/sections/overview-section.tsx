import { Section } from '../panel-parts'

/**
 * What the prototype covers, for product managers and QA: the spec map (every spec item, what builds and
 * checks it) and, in the prototype build, the scenario gallery (`npm run gallery` writes it beside the app).
 */
export function OverviewSection() {
  const base = import.meta.env.BASE_URL
  return (
    <Section title="Überblick">
      <ul>
        <li>
          <a href={`${base}spec-map.html`} target="_blank" rel="noreferrer">
            Spec-Abdeckung: was gebaut und geprüft ist
          </a>
        </li>
        {import.meta.env.MODE === 'prototype' && (
          <li>
            <a href={`${base}gallery/index.html`} target="_blank" rel="noreferrer">
              Szenario-Galerie: jedes Szenario in Bildern
            </a>
          </li>
        )}
      </ul>
    </Section>
  )
}
