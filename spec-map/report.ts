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

/** A test or story that carries a spec tag, its own or one of its suite's or story file's meta. */
export interface TaggedCheck {
  kind: CheckKind
  /** Repository path of its file. */
  file: string
  /** Line of the test or story in its file. */
  line: number
  /** Its name as the runner shows it: suites and test joined by ›, or the story's title › export name. */
  name: string
  /** The item it names (without `spec:`). */
  itemId: string
  /** Why it does not run as a passing check (`it.skip`, `test.fixme()` in its body, …): such a tag is a gap. */
  notRunning?: string
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

function specIds(tags: string[]): string[] {
  return tags.filter((tag) => tagPrefix.test(tag)).map((tag) => tag.replace(tagPrefix, ''))
}

function specIdsIn(expression: ts.Expression | undefined): string[] {
  return specIds(stringsOf(expression))
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

/** Modifiers after which a test or suite does not run, or runs expecting to fail. */
const notRunningModifiers = ['skip', 'todo', 'fixme', 'fails', 'fail', 'skipIf', 'runIf']
/** Modifiers that keep a call a test or suite declaration (`it.each(…)`, `test.describe.serial`, …). */
const declarationModifiers = new Set([
  ...notRunningModifiers,
  'describe',
  'each',
  'for',
  'concurrent',
  'sequential',
  'serial',
  'parallel',
  'shuffle',
  'only',
])

interface RunnerCall {
  suite: boolean
  /** The modifier that keeps it from running (`it.skip`), if any. */
  notRunning?: string
  /** The title and the callback: a declaration (`it('…', fn)`), not a call in a body (`test.skip()`). */
  declaration: boolean
}

function isFunctionLike(node: ts.Node | undefined): node is ts.ArrowFunction | ts.FunctionExpression {
  return Boolean(node && (ts.isArrowFunction(node) || ts.isFunctionExpression(node)))
}

/** `it`, `test`, `describe` with their modifiers; not `test.step`, `test.use`, `test.beforeEach`, …. */
function runnerCall(node: ts.CallExpression): RunnerCall | undefined {
  const parts: string[] = []
  let current: ts.Expression = node.expression
  for (;;) {
    if (ts.isPropertyAccessExpression(current)) {
      parts.unshift(current.name.text)
      current = current.expression
    } else if (ts.isCallExpression(current))
      current = current.expression // it.each([...])
    else break
  }
  if (!ts.isIdentifier(current) || !['it', 'test', 'describe', 'suite'].includes(current.text)) return undefined
  if (!parts.every((part) => declarationModifiers.has(part))) return undefined
  const modifier = parts.find((part) => notRunningModifiers.includes(part))
  const [title, ...rest] = node.arguments
  const declaration =
    Boolean(title && !isFunctionLike(title)) &&
    (rest.some(isFunctionLike) || (modifier === 'todo' && Boolean(title && ts.isStringLiteralLike(title))))
  return {
    suite: ['describe', 'suite'].includes(current.text) || parts.includes('describe'),
    declaration,
    ...(modifier ? { notRunning: [current.text, ...parts].join('.') } : {}),
  }
}

function nameOf(argument: ts.Expression | undefined, source: ts.SourceFile): string {
  if (!argument) return '(unnamed)'
  if (ts.isStringLiteralLike(argument)) return argument.text
  return argument.getText(source)
}

/**
 * A call in a body that skips or expects to fail at run time (Playwright's `test.skip()`, `test.fixme(cond)`,
 * `test.fail()`): in a test's body it is that test's, directly in a suite's body every test's of the suite.
 */
function runtimeSkipIn(body: ts.Node | undefined, directOnly: boolean): string | undefined {
  let found: string | undefined
  const visit = (node: ts.Node) => {
    if (found) return
    if (ts.isCallExpression(node)) {
      const call = runnerCall(node)
      if (call && !call.declaration && call.notRunning) {
        found = `${call.notRunning}() in its ${directOnly ? "suite's " : ''}body`
        return
      }
      // A nested test or suite keeps its own.
      if (call?.declaration) return
    }
    if (directOnly && isFunctionLike(node) && node !== body) return
    ts.forEachChild(node, visit)
  }
  if (body) ts.forEachChild(body, visit)
  return found
}

const lineOf = (node: ts.Node, source: ts.SourceFile) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1

/**
 * The tagged tests of a Vitest or Playwright file. A suite's tag is a tag of each test in it; a test that
 * does not run (skipped, todo, fixme, expected to fail) keeps its tags with the reason, for the map to fail on.
 */
export function tagsOfTestFile(file: string, text: string, kind: 'vitest' | 'playwright'): TaggedCheck[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: TaggedCheck[] = []
  interface Suite {
    names: string[]
    tags: string[]
    notRunning?: string
  }
  const visit = (node: ts.Node, suite: Suite) => {
    if (ts.isCallExpression(node)) {
      const call = runnerCall(node)
      if (call?.declaration) {
        const name = nameOf(node.arguments[0], source)
        const options = objectLiteralOf(node.arguments[1])
        const ownTags = options ? specIdsIn(propertyOf(options, ['tags', 'tag'])) : []
        const callback = node.arguments.find(isFunctionLike)
        const notRunning = suite.notRunning ?? call.notRunning ?? runtimeSkipIn(callback?.body, call.suite)
        const tagged = (itemIds: Iterable<string>) => {
          for (const itemId of itemIds)
            found.push({
              kind,
              file,
              line: lineOf(node, source),
              name: [...suite.names, name].join(' › '),
              itemId,
              ...(notRunning ? { notRunning } : {}),
            })
        }
        if (call.suite) {
          // A suite that does not run answers for its own tags once, at its line.
          if (notRunning && !suite.notRunning) tagged(ownTags)
          const inner: Suite = {
            names: [...suite.names, name],
            tags: notRunning && !suite.notRunning ? suite.tags : [...suite.tags, ...ownTags],
            ...(notRunning ? { notRunning } : {}),
          }
          node.arguments.forEach((argument) => visit(argument, inner))
        } else tagged(new Set([...suite.tags, ...ownTags]))
        return
      }
    }
    ts.forEachChild(node, (child) => visit(child, suite))
  }
  visit(source, { names: [], tags: [] })
  return found
}

/** Storybook's tag rule: the project's `test`, then the meta's and the story's tags, `!x` taking x away. */
function storyRuns(metaTags: string[], storyTags: string[]): string | undefined {
  const tags = new Set(['test'])
  for (const tag of [...metaTags, ...storyTags])
    if (tag.startsWith('!')) tags.delete(tag.slice(1))
    else tags.add(tag)
  if (!tags.has('test')) return 'tagged !test: the test runner leaves it out'
  // The console guard's proofs pass when their check fails (.storybook/test-runner.ts), as `it.fails` does.
  if (tags.has('expects-console-guard')) return 'expects-console-guard: it passes when its check fails'
  return undefined
}

/** The tagged stories of a story file: the meta's tags are a tag of each story in it. */
export function tagsOfStoryFile(file: string, text: string): TaggedCheck[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
  const found: TaggedCheck[] = []
  let title = file
  const stories: { name: string; object: ts.ObjectLiteralExpression; line: number }[] = []
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
        } else if (exported) stories.push({ name: declaration.name.text, object, line: lineOf(declaration, source) })
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
  const metaTags = metaObject ? stringsOf(propertyOf(metaObject, ['tags'])) : []
  for (const story of stories) {
    const storyTags = stringsOf(propertyOf(story.object, ['tags']))
    const notRunning = storyRuns(metaTags, storyTags)
    for (const itemId of new Set(specIds([...metaTags, ...storyTags])))
      found.push({
        kind: 'story',
        file,
        line: story.line,
        name: `${title} › ${story.name}`,
        itemId,
        ...(notRunning ? { notRunning } : {}),
      })
  }
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
  tagged: TaggedCheck[],
  options: { fileExists: (path: string) => boolean; scenarioIds: string[] },
): SpecMap {
  const problems: string[] = []
  // Only a test that runs, expecting to pass, checks what its tag names.
  for (const check of tagged)
    if (check.notRunning)
      problems.push(
        `${check.file}:${check.line}: "${check.name}" carries spec:${check.itemId} but does not run as a check (${check.notRunning})`,
      )
  const checks = tagged.filter((check) => !check.notRunning)
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
