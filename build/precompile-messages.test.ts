import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { precompileMessagesInModule } from './precompile-messages'

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  )
}

describe('messages compiled at build time', () => {
  it('replaces each defaultMessage with its ICU AST and keeps the line numbers', () => {
    const module = [
      'const m = defineMessages({',
      "  greeting: { id: 'a', defaultMessage: 'Hallo {name}' },",
      '  long: {',
      "    id: 'b',",
      '    defaultMessage:',
      "      'Sie haben {count, plural, one {# Bestellung} other {# Bestellungen}}',",
      '  },',
      `  quoted: { id: 'c', defaultMessage: "Haben Sie's vergessen?" },`,
      "  escaped: { id: 'd', defaultMessage: 'Geht\\'s?' },",
      '})',
    ].join('\n')
    const compiled = precompileMessagesInModule(module) as string
    expect(compiled.split('\n')).toHaveLength(10)
    expect(compiled).toContain(`defaultMessage: [{"type":0,"value":"Hallo "},{"type":1,"value":"name"}]`)
    expect(compiled).toContain('"type":6,"value":"count"')
    expect(compiled).toContain(`[{"type":0,"value":"Haben Sie's vergessen?"}]`)
    expect(compiled).toContain(`[{"type":0,"value":"Geht's?"}]`)
  })

  it('leaves modules without messages alone', () => {
    expect(precompileMessagesInModule("const defaultMessage = 'x'")).toBeNull()
  })

  it('fails the build for invalid ICU syntax or a message that is not a literal', () => {
    expect(() =>
      precompileMessagesInModule("defineMessages({ a: { id: 'a', defaultMessage: 'Hallo {name' } })"),
    ).toThrow()
    expect(() => precompileMessagesInModule("defineMessages({ a: { id: 'a', defaultMessage: text } })")).toThrow(
      /not plain string literals/,
    )
  })

  it('compiles every message of the app', () => {
    const modules = ['src', 'flags'].flatMap(sourceFiles).filter((file) => !file.endsWith('.test.ts'))
    const compiled = modules.map((file) => precompileMessagesInModule(readFileSync(file, 'utf8'), file))
    expect(compiled.filter(Boolean).length).toBeGreaterThan(5)
  })
})
