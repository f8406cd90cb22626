/**
 * The spec map: every item of `spec-map/items/`, the files that build it, and the tests and stories that
 * say (by a `spec:<id>` tag) that they check it. Tags are read from the source with TypeScript's parser,
 * not by running the suites, so the report takes a second and needs no build.
 */
import { existsSync, globSync, readFileSync } from 'node:fs'
import ts from 'typescript'
import { escapeHtml, scenarioHref } from './page-parts'
import type { SpecItem, SpecSection } from './spec-item'

export { scenarioHref }

export type CheckKind = 'vitest' | 'playwright' | 'story'

/** A test, suite or story that carries a spec tag. */
export interface TaggedCheck {
  kind: CheckKind
  /** Repository path of its file. */
  file: string
  /** Its name as the runner shows it: suites and test joined by ›, or the story's title › export name. */
  name: string
  /** The item it names (without `spec:`). */
  itemId: string
}

export const checkFileGlobs: Record<CheckKind, string[]> = {
  vitest: ['{src,mock-server,scenarios,flags,scripts,testing,contract,spec-map}/**/*.test.{ts,tsx}'],
  playwright: ['e2e/**/*.spec.ts'],
  story: ['stories/**/*.stories.tsx', 'src/**/*.stories.tsx'],
}

const tagPrefix = /^@?spec:/

function stringsOf(expression: ts.Expression | undefined): string[] {
  if (!expression) return []
  if (ts.isStringLiteralLike(expression)) return [expression.text]
  if (ts.isArrayLiteralExpression(expression))
    return expression.elements.filter(ts.isStringLiteralLike).map((element) => element.text)
  return []
}

function propertyOf(object: ts.ObjectLiteralExpression, names: string[]): ts.Expression | undefined {
  for (const property of object.properties)
    if (ts.isPropertyAssignment(property) && names.includes(property.name.getText())) return property.initializer
  return undefined
}

function specIdsIn(expression: ts.Expression | undefined): string[] {
  return stringsOf(expression)
    .filter((tag) => tagPrefix.test(tag))
    .map((tag) => tag.replace(tagPrefix, ''))
}

/** The object literal an expression stands for: `{…}`, `{…} satisfies Story`, `{…} as Story`. */
function objectLiteralOf(expression: ts.Expression | undefined): ts.ObjectLiteralExpression | undefined {
  let current = expression
  while (
    current &&
    (ts.isSatisfiesExpression(current) || ts.isAsExpression(current) || ts.isParenthesizedExpression(current))
  )
    current = current.expression
  return current && ts.isObjectLiteralExpression(current) ? current : undefined
}

/** `it`, `test`, `describe` and their modifiers (`it.each(…)`, `test.describe.serial`, `describe.skip`). */
function runnerCallee(expression: ts.Expression): { root: string; suite: boolean } | undefined {
  const parts: string[] = []
  let current: ts.Expression = expression
  for (;;) {
    if (ts.isPropertyAccessExpression(current)) {
      parts.unshift(current.name.text)
      current = current.expression
    } else if (ts.isCallExpression(current))
      current = current.expression // it.each([...])
    else break
  }
  if (!ts.isIdentifier(current) || !['it', 'test', 'describe'].includes(current.text)) return undefined
  parts.unshift(current.text)
  return { root: current.text, suite: parts.includes('describe') }
}

function nameOf(argument: ts.Expression | undefined, source: ts.SourceFile): string {
  if (!argument) return '(unnamed)'
  if (ts.isStringLiteralLike(argument)) return argument.text
  return argument.getText(source)
}

/** The tagged tests and suites of a Vitest or Playwright file. */
export function tagsOfTestFile(file: string, text: string, kind: 'vitest' | 'playwright'): TaggedCheck[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: TaggedCheck[] = []
  const visit = (node: ts.Node, suites: string[]) => {
    if (ts.isCallExpression(node)) {
      const callee = runnerCallee(node.expression)
      if (callee) {
        const name = nameOf(node.arguments[0], source)
        const options = objectLiteralOf(node.arguments[1])
        const ids = options ? specIdsIn(propertyOf(options, ['tags', 'tag'])) : []
        for (const itemId of ids) found.push({ kind, file, name: [...suites, name].join(' › '), itemId })
        node.arguments.forEach((argument) => visit(argument, callee.suite ? [...suites, name] : suites))
        return
      }
    }
    ts.forEachChild(node, (child) => visit(child, suites))
  }
  visit(source, [])
  return found
}

/** The tagged stories of a story file: the meta's tags stand for all of them. */
export function tagsOfStoryFile(file: string, text: string): TaggedCheck[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: TaggedCheck[] = []
  let title = file
  const stories: { name: string; object: ts.ObjectLiteralExpression }[] = []
  let metaObject: ts.ObjectLiteralExpression | undefined
  for (const statement of source.statements) {
    if (ts.isVariableStatement(statement)) {
      const exported = statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      for (const declaration of statement.declarationList.declarations) {
        const object = objectLiteralOf(declaration.initializer)
        if (!object || !ts.isIdentifier(declaration.name)) continue
        const titleExpression = propertyOf(object, ['title'])
        if (titleExpression && ts.isStringLiteralLike(titleExpression)) {
          metaObject = object
          title = titleExpression.text
        } else if (exported) stories.push({ name: declaration.name.text, object })
      }
    } else if (ts.isExportAssignment(statement)) {
      const object = objectLiteralOf(statement.expression)
      const titleExpression = object && propertyOf(object, ['title'])
      if (object && titleExpression && ts.isStringLiteralLike(titleExpression)) {
        metaObject = object
        title = titleExpression.text
      }
    }
  }
  if (metaObject)
    for (const itemId of specIdsIn(propertyOf(metaObject, ['tags'])))
      found.push({ kind: 'story', file, name: title, itemId })
  for (const story of stories)
    for (const itemId of specIdsIn(propertyOf(story.object, ['tags'])))
      found.push({ kind: 'story', file, name: `${title} › ${story.name}`, itemId })
  return found
}

/** Every tagged check of the repository (paths relative to `root`). */
export function collectTaggedChecks(root: string): TaggedCheck[] {
  const checks: TaggedCheck[] = []
  for (const [kind, globs] of Object.entries(checkFileGlobs) as [CheckKind, string[]][])
    for (const file of globs.flatMap((glob) => globSync(glob, { cwd: root, exclude: ['**/node_modules/**'] })).sort()) {
      const text = readFileSync(`${root}/${file}`, 'utf8')
      if (!text.includes('spec:')) continue
      checks.push(...(kind === 'story' ? tagsOfStoryFile(file, text) : tagsOfTestFile(file, text, kind)))
    }
  return checks
}

export interface SpecMapEntry {
  item: SpecItem
  checks: TaggedCheck[]
}

export interface SpecMap {
  sections: { number: string; title: string; entries: SpecMapEntry[] }[]
  /** What keeps the map from being complete; `npm test` fails on any. */
  problems: string[]
  counts: { items: number; notBuilt: number; covered: number; checks: number }
}

export function buildSpecMap(
  sections: SpecSection[],
  checks: TaggedCheck[],
  options: { fileExists: (path: string) => boolean; scenarioIds: string[] },
): SpecMap {
  const problems: string[] = []
  const known = new Map<string, SpecItem>()
  for (const item of sections.flatMap((section) => section.items)) {
    if (known.has(item.id)) problems.push(`${item.id}: listed twice`)
    known.set(item.id, item)
  }
  for (const check of checks)
    if (!known.has(check.itemId))
      problems.push(
        `${check.file}: "${check.name}" names spec item ${check.itemId}, which spec-map/items/ does not list`,
      )

  const mapped = sections.map((section) => ({
    number: section.number,
    title: section.title,
    entries: section.items.map((item) => {
      const itemChecks = checks.filter((check) => check.itemId === item.id)
      if (!item.notBuilt) {
        if (!item.implementedIn?.length) problems.push(`${item.id} (${item.title}): no implementation named`)
        if (itemChecks.length === 0)
          problems.push(`${item.id} (${item.title}): no test or story carries its tag (spec:${item.id})`)
      }
      for (const path of item.implementedIn ?? [])
        if (!options.fileExists(path)) problems.push(`${item.id}: implementation ${path} does not exist`)
      if (item.shownIn && !options.scenarioIds.includes(item.shownIn.scenario))
        problems.push(`${item.id}: scenario ${item.shownIn.scenario} does not exist`)
      return { item, checks: itemChecks }
    }),
  }))
  const entries = mapped.flatMap((section) => section.entries)
  return {
    sections: mapped,
    problems,
    counts: {
      items: entries.length,
      notBuilt: entries.filter((entry) => entry.item.notBuilt).length,
      covered: entries.filter((entry) => !entry.item.notBuilt && entry.checks.length > 0).length,
      checks: checks.length,
    },
  }
}

/**
 * The scenario ids, read from each module's `defineScenario({ id: … })` (`scenarios/*.ts`): importing the
 * registry would load the whole mock and faker, half of the report's time.
 */
export function scenarioIdsOf(root: string): string[] {
  const ids: string[] = []
  for (const file of globSync('scenarios/*.ts', { cwd: root }).sort()) {
    const text = readFileSync(`${root}/${file}`, 'utf8')
    if (!text.includes('defineScenario(')) continue
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && node.expression.getText() === 'defineScenario') {
        const definition = objectLiteralOf(node.arguments[0])
        const id = definition && propertyOf(definition, ['id'])
        if (id && ts.isStringLiteralLike(id)) ids.push(id.text)
      }
      ts.forEachChild(node, visit)
    }
    visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true))
  }
  return ids
}

export function specMapOfRepository(root: string, sections: SpecSection[]): SpecMap {
  return buildSpecMap(sections, collectTaggedChecks(root), {
    fileExists: (path) => existsSync(`${root}/${path}`),
    scenarioIds: scenarioIdsOf(root),
  })
}

const kindLabels: Record<CheckKind, string> = { vitest: 'Vitest', playwright: 'Playwright', story: 'Story' }

function escapeMarkdown(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ')
}

/** `docs/spec-map.md`: links are relative to `docs/`. */
export function renderMarkdown(map: SpecMap): string {
  const lines = [
    '# Spec map',
    '',
    'Every item of the specification (`../shared/spec/account-area-spec.md`), where it is built, what checks it and',
    'which scenario shows it. Written by `npm run report:spec` from `spec-map/items/` and the `spec:<id>` tags of the',
    'tests and stories; `npm test` fails when an item has no implementation or no check, or a tag names no item.',
    'Scenario links open the prototype (`npm start`, port 5173).',
    '',
    `${map.counts.items} items: ${map.counts.covered} built and checked, ${map.counts.notBuilt} deliberately not built; ${map.counts.checks} tagged checks.`,
    '',
  ]
  for (const section of map.sections) {
    lines.push(
      `## ${section.number}. ${section.title}`,
      '',
      '| Item | Built in | Checked by | Shown in |',
      '|---|---|---|---|',
    )
    for (const { item, checks } of section.entries) {
      const built = item.notBuilt
        ? `not built: ${escapeMarkdown(item.notBuilt)}`
        : (item.implementedIn ?? []).map((path) => `[${path}](../${path})`).join('<br>')
      const checked = checks
        .map((check) => `${kindLabels[check.kind]}: [${escapeMarkdown(check.name)}](../${check.file})`)
        .join('<br>')
      const shown = item.shownIn
        ? `[${item.shownIn.scenario}${item.shownIn.path ? ` ${item.shownIn.path}` : ''}](http://localhost:5173${scenarioHref(item.shownIn)})`
        : ''
      lines.push(`| \`${item.id}\` ${escapeMarkdown(item.title)} | ${built} | ${checked} | ${shown} |`)
    }
    lines.push('')
  }
  if (map.problems.length) lines.push('## Gaps', '', ...map.problems.map((problem) => `- ${problem}`), '')
  return lines.join('\n')
}

/** The same map as one static page of the prototype build; scenario links open the prototype itself. */
export function renderHtml(map: SpecMap, options: { base: string; sourceBaseUrl?: string }): string {
  const fileLink = (path: string, text: string) =>
    options.sourceBaseUrl
      ? `<a href="${escapeHtml(`${options.sourceBaseUrl}${path}`)}">${escapeHtml(text)}</a>`
      : `<span title="${escapeHtml(path)}">${escapeHtml(text)}</span>`
  const sections = map.sections
    .map(
      (section) => `<section aria-labelledby="section-${section.number}">
<h2 id="section-${section.number}">${section.number}. ${escapeHtml(section.title)}</h2>
<table>
<thead><tr><th scope="col">Item</th><th scope="col">Built in</th><th scope="col">Checked by</th><th scope="col">Shown in</th></tr></thead>
<tbody>
${section.entries
  .map(({ item, checks }) => {
    const built = item.notBuilt
      ? `<em>not built:</em> ${escapeHtml(item.notBuilt)}`
      : (item.implementedIn ?? []).map((path) => fileLink(path, path)).join('<br>')
    const checked = checks.map((check) => `${kindLabels[check.kind]}: ${fileLink(check.file, check.name)}`).join('<br>')
    const shown = item.shownIn
      ? `<a href="${escapeHtml(scenarioHref(item.shownIn, options.base))}">${escapeHtml(item.shownIn.scenario)}${item.shownIn.path ? ` ${escapeHtml(item.shownIn.path)}` : ''}</a>`
      : ''
    return `<tr id="${escapeHtml(item.id)}"><th scope="row"><code>${escapeHtml(item.id)}</code> ${escapeHtml(item.title)}</th><td>${built}</td><td>${checked}</td><td>${shown}</td></tr>`
  })
  .join('\n')}
</tbody>
</table>
</section>`,
    )
    .join('\n')
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Spec map – Mein Konto prototype</title>
<link rel="stylesheet" href="${options.base}spec-map.css">
</head>
<body>
<main>
<h1>Spec map</h1>
<p>${map.counts.items} items: ${map.counts.covered} built and checked, ${map.counts.notBuilt} deliberately not built; ${map.counts.checks} tagged checks. A scenario link opens this prototype in that scenario.</p>
${map.problems.length ? `<section aria-labelledby="gaps"><h2 id="gaps">Gaps</h2><ul>${map.problems.map((problem) => `<li>${escapeHtml(problem)}</li>`).join('')}</ul></section>` : ''}
${sections}
</main>
</body>
</html>
`
}
