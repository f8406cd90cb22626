import { parse } from '@formatjs/icu-messageformat-parser'
import type { Plugin } from 'vite'

/** `defaultMessage: <string literal>` in a defineMessages call (prettier writes '…', or "…" around apostrophes). */
const defaultMessageLiteral = /defaultMessage:(\s*)('(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\$]|\\.)*`)/g

/**
 * Replaces each defaultMessage literal of a module with the AST `formatjs compile --ast` writes for it;
 * null when the module defines no messages. Throws on invalid ICU syntax or a message it cannot read,
 * so a broken message fails the build rather than the page.
 */
export function precompileMessagesInModule(code: string, moduleId = 'module'): string | null {
  if (!code.includes('defineMessages(')) return null
  let replaced = 0
  const compiled = code.replace(defaultMessageLiteral, (_match, space: string, quoted: string) => {
    // Our own source, at build time: evaluating the literal is exactly JavaScript's unescaping.
    const message = Function(`"use strict"; return (${quoted})`)() as string
    replaced += 1
    return `defaultMessage:${space}${JSON.stringify(parse(message))}`
  })
  const found = code.match(/defaultMessage:/g)?.length ?? 0
  if (replaced !== found)
    throw new Error(`${moduleId}: ${found - replaced} defaultMessage(s) are not plain string literals`)
  return replaced > 0 ? compiled : null
}

/**
 * Vite plugin: every message ships compiled inside the module that defines it, so a page's
 * messages load with that page, and the ICU parser never reaches the browser.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id
      // Tests and scripts may mention defineMessages in strings; only app modules define messages.
      if (
        file.includes('/node_modules/') ||
        file.includes('/scripts/') ||
        file.includes('/build/') ||
        /\.test\.tsx?$/.test(file)
      )
        return null
      if (!/\.tsx?$/.test(file)) return null
      const compiled = precompileMessagesInModule(code, file)
      return compiled === null ? null : { code: compiled, map: null }
    },
  }
}
