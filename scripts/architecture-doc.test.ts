import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

/** The paths named in docs/architecture.md's table "I want to add … → I touch these files". */
function pathsInTheTable(): string[] {
  const doc = readFileSync('docs/architecture.md', 'utf8')
  const table = doc.slice(doc.indexOf('## I want to add'), doc.indexOf('checks that every path in this table exists'))
  const named = [...table.matchAll(/`([^`]+)`/g)].map((match) => match[1] as string)
  // A path is what names a folder or file of the repository; the part before a placeholder (`<area>`) must exist.
  return named
    .filter((text) => /^(src|mock-server|scenarios|fixtures|flags|stories|e2e|testing|docs|\.storybook)\//.test(text))
    .map((path) => path.split('<')[0] as string)
}

describe('docs/architecture.md', () => {
  it('names only folders and files that exist', () => {
    const paths = pathsInTheTable()
    expect(paths.length).toBeGreaterThan(15)
    expect(paths.filter((path) => !existsSync(path))).toEqual([])
  })

  it('keeps the harness panel in files a reader takes in at once (one section a file)', () => {
    const panelFiles = readdirSync('mock-server/harness/panel', { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(tsx?|css)$/.test(file),
    )
    const longFiles = panelFiles.filter(
      (file) => readFileSync(`mock-server/harness/panel/${file}`, 'utf8').split('\n').length > 250,
    )
    expect(panelFiles.length).toBeGreaterThan(10)
    expect(longFiles).toEqual([])
  })
})
