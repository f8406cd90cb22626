/**
 * The scenario gallery's page (scripts/gallery.ts takes the pictures): which pages a scenario shows, and
 * the static HTML with one row per scenario.
 */
import type { HarnessScenario } from '../mock-server/harness/scenario-catalogue'
import { escapeHtml, scenarioHref } from '../spec-map/page-parts'
import type { SpecSection } from '../spec-map/spec-item'

export const widths = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
} as const

export type GalleryRow = {
  scenario: Pick<HarnessScenario, 'id' | 'title' | 'description' | 'startPath' | 'users'>
  pictures: { path: string; width: keyof typeof widths; file: string }[]
}

/**
 * A scenario's main pages: where it starts, then the pages the spec map names it for (in the spec's
 * order), three at most. Nothing to keep up by hand: a scenario that shows more spec items shows them here.
 */
export function galleryPages(scenario: Pick<HarnessScenario, 'id' | 'startPath'>, sections: SpecSection[]): string[] {
  const shown = sections
    .flatMap((section) => section.items)
    .filter((item) => item.shownIn?.scenario === scenario.id)
    .map((item) => item.shownIn?.path ?? '/')
  return [...new Set([scenario.startPath, ...shown])].slice(0, 3)
}

export const galleryCss = `body { font: 15px/1.45 system-ui, sans-serif; margin: 0; color: #1d1d1f; background: #f4f4f5; }
main { max-width: 1400px; margin: 0 auto; padding: 1.5rem; }
section { background: #fff; border: 1px solid #d8dadd; border-radius: 6px; padding: 1rem 1.25rem; margin-bottom: 1.5rem; }
h2 { margin: 0 0 0.25rem; }
.id { color: #555a60; font-family: ui-monospace, monospace; font-size: 0.9em; }
.users { margin: 0.5rem 0 1rem; padding-left: 1.25rem; }
.pictures { display: flex; flex-wrap: wrap; gap: 1rem; align-items: flex-start; list-style: none; padding: 0; margin: 0; }
.pictures a { display: block; color: #b0102a; }
.pictures img { display: block; border: 1px solid #d8dadd; max-height: 360px; width: auto; }
.pictures .phone img { max-height: 360px; }
figcaption { font-size: 0.85em; margin-top: 0.25rem; }
`

export function renderGallery(rows: GalleryRow[], options: { prototypeUrl: string }): string {
  const sections = rows
    .map(({ scenario, pictures }) => {
      const users = scenario.users
        .map(
          (user) =>
            `<li>${escapeHtml(`${user.firstName} ${user.lastName}`)}: <code>${escapeHtml(user.username)}</code> oder Kundennummer <code>${escapeHtml(user.customerNumber)}</code>, Passwort ${user.password ? `<code>${escapeHtml(user.password)}</code>` : '(keins)'}</li>`,
        )
        .join('')
      const figures = pictures
        .map((picture) => {
          const label = `${picture.path} (${picture.width === 'phone' ? 'Smartphone' : 'Desktop'})`
          return `<li class="${picture.width}"><figure><a href="${escapeHtml(scenarioHref({ scenario: scenario.id, path: picture.path }, options.prototypeUrl))}"><img src="${escapeHtml(picture.file)}" alt="${escapeHtml(`${scenario.title}: ${label}`)}" loading="lazy"></a><figcaption>${escapeHtml(label)}</figcaption></figure></li>`
        })
        .join('')
      return `<section aria-labelledby="scenario-${escapeHtml(scenario.id)}">
<h2 id="scenario-${escapeHtml(scenario.id)}">${escapeHtml(scenario.title)} <span class="id">${escapeHtml(scenario.id)}</span></h2>
<p>${escapeHtml(scenario.description)}</p>
<p><a href="${escapeHtml(scenarioHref({ scenario: scenario.id, path: scenario.startPath }, options.prototypeUrl))}">Im Prototyp öffnen</a></p>
${users ? `<ul class="users">${users}</ul>` : ''}
<ul class="pictures">${figures}</ul>
</section>`
    })
    .join('\n')
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Szenario-Galerie – Mein Konto Prototyp</title>
<link rel="stylesheet" href="gallery.css">
</head>
<body>
<main>
<h1>Szenario-Galerie</h1>
<p>Jedes Szenario des Prototyps mit seinen wichtigsten Seiten auf Smartphone und Desktop. Ein Bild öffnet die Seite im Prototyp, in genau diesem Szenario.</p>
${sections}
</main>
</body>
</html>
`
}
