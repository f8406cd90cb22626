import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint: a file whose first line is this comment is compiled whole on a background thread while
 * it downloads. Only the entry, where nearly every function runs as a page opens (docs/decisions/2026-11-27-entry-compile-hint.md).
 */
export const eagerCompileHint = '//# allFunctionsCalledOnLoad'

/** Puts the hint on the first line of the chunk index.html runs, once the bundle is complete. */
export function compileHintPlugin(): Plugin {
  return {
    name: 'mein-konto:compile-hint',
    apply: 'build',
    generateBundle: {
      // After Vite's own additions, which put the lazy imports' chunk lists on the entry's first line. The file's
      // name keeps the hash of the code without the comment: the comment changes nothing the code does.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle))
          if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'))
            chunk.code = `${eagerCompileHint}\n${chunk.code}`
      },
    },
  }
}
