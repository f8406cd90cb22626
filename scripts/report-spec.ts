/**
 * `npm run report:spec`: writes `docs/spec-map.md` (every spec item, what builds it, what checks it, which
 * scenario shows it) and fails when an item has no implementation or no check, or a tag names no item.
 * `--html <file>` also writes the page the prototype build carries.
 */
import { writeFileSync } from 'node:fs'
import { scenarios } from '../scenarios/registry'
import { specSections } from '../spec-map/items'
import { renderHtml, renderMarkdown, specMapOfRepository } from '../spec-map/report'

const root = process.cwd()
const map = specMapOfRepository(
  root,
  specSections,
  scenarios.map((scenario) => scenario.id),
)
writeFileSync('docs/spec-map.md', renderMarkdown(map))
const htmlIndex = process.argv.indexOf('--html')
if (htmlIndex > 0) writeFileSync(process.argv[htmlIndex + 1] ?? 'spec-map.html', renderHtml(map, { base: '/' }))

const { items, covered, notBuilt, checks } = map.counts
console.log(
  `Spec map (docs/spec-map.md): ${items} items, ${covered} built and checked, ${notBuilt} not built on purpose, ${checks} tagged checks.`,
)
if (map.problems.length) {
  console.error(`\n${map.problems.length} gap(s):`)
  for (const problem of map.problems) console.error(`  - ${problem}`)
  process.exit(1)
}
