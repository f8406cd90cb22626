import type { Plugin } from 'vite'

/**
 * V8's explicit compile hint (Chrome 136 on): a file whose first line is this comment is compiled whole on a
 * background thread while it downloads, instead of function by function on the main thread at each one's first
 * call. Worth it where nearly every function runs as a page opens: the app's entry (React, the router, the query
 * client, the shell). Not on the other chunks: given to every chunk, it made the pages' largest paint about 100 ms
 * later in Lighthouse's simulation. Other browsers ignore the comment; V8 ignores it anywhere but the first line.
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
