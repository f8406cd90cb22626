/**
 * `npm run report:spec`: writes `docs/spec-map.md` (every spec item, what builds it, what checks it, which
 * scenario shows it) and fails when an item has no implementation or no check, or a tag names no item.
 * `--html <file>` writes the page the prototype carries instead (gaps listed on it, never failing a build).
 */
import { copyFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { specSections } from '../spec-map/items'
import { renderHtml, renderMarkdown, specMapOfRepository } from '../spec-map/report'

const map = specMapOfRepository(process.cwd(), specSections)
const htmlIndex = process.argv.indexOf('--html')
if (htmlIndex > 0) {
  const base = process.argv[process.argv.indexOf('--base') + 1] ?? '/'
  const file = process.argv[htmlIndex + 1] ?? 'spec-map.html'
  writeFileSync(file, renderHtml(map, { base }))
  copyFileSync('spec-map/spec-map.css', join(dirname(file), 'spec-map.css'))
  process.exit(0)
}

writeFileSync('docs/spec-map.md', renderMarkdown(map))
const { items, covered, notBuilt, checks } = map.counts
console.log(
  `Spec map (docs/spec-map.md): ${items} items, ${covered} built and checked, ${notBuilt} not built on purpose, ${checks} tagged checks.`,
)
if (map.problems.length) {
  console.error(`\n${map.problems.length} gap(s):`)
  for (const problem of map.problems) console.error(`  - ${problem}`)
  process.exit(1)
}
