/**
 * The account shell's code in three chunks instead of a dozen. Every account page loads the shell
 * (`src/app/shell/account-layout.tsx`) and, by the bundler's own splitting, each module of it that some
 * other page shares became a chunk of its own (the greeting's age, the navigation, the sign-out, …): a
 * dozen requests of a few hundred bytes before any account page shows, each a round trip on a phone's line.
 * Here the shell's own modules (the app's, below src/) go by who else needs them:
 * - `shell-and-login`: also the login page's, which is in the first download: only what it needs;
 * - `shell-shared`: also a page outside the shell's (forgot-password, the pages opened from a mail);
 * - `account-shell`: the shell's and account pages' alone, which load the shell anyway.
 * Which routes are account pages comes from the route table (`lazyRoutesOf`, as for index.html's route script).
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { lazyRoutesOf, sourceOfImport } from './prerender-plugin.mjs'

function staticClosure(graph, id, seen = new Set()) {
  if (seen.has(id)) return seen
  seen.add(id)
  for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) staticClosure(graph, imported, seen)
  return seen
}

/** The chunk of each of the shell's own modules, from the module graph and the route table's pages. */
export function shellChunkOf(graph, { shell, login, publicPages }) {
  const shellModules = staticClosure(graph, shell)
  const loginModules = staticClosure(graph, login)
  const publicModules = new Set()
  for (const page of publicPages) staticClosure(graph, page, publicModules)
  const chunks = new Map()
  for (const id of shellModules) {
    // A library module goes where the bundler puts it (with the captured modules that import it); the
    // shell's own module stays the route's chunk (the manifest, and so index.html's route script, name it).
    if (id === shell || id.includes('/node_modules/') || id.startsWith('\0')) continue
    chunks.set(id, loginModules.has(id) ? 'shell-and-login' : publicModules.has(id) ? 'shell-shared' : 'account-shell')
  }
  return chunks
}

/** A plugin that reads the route table, and the code-splitting groups that use what it read. */
export function accountShellChunks({ root }) {
  let sources
  let chunks
  const chunkOf = (part) => (moduleId, graph) => {
    if (!sources) return null
    chunks ??= shellChunkOf(graph, sources)
    return chunks.get(moduleId) === part ? part : null
  }
  return {
    plugin: {
      name: 'account-shell-chunks',
      apply: 'build',
      async buildStart() {
        const routes = await lazyRoutesOf(readFileSync(resolve(root, 'src/app/routes.tsx'), 'utf8'))
        const shellLayout = routes.find(({ path }) => path === '')?.modules[0]
        const loginRoute = routes.find(({ modules }) => modules.some((module) => /\/login-page$/.test(module)))
        if (!shellLayout || !loginRoute) throw new Error('The route table has no account shell or no login page')
        const absolute = (module) => resolve(root, sourceOfImport(module, root))
        sources = {
          shell: absolute(shellLayout),
          login: absolute(loginRoute.modules.at(-1)),
          publicPages: routes
            .filter(({ modules }) => modules.length > 0 && modules[0] !== shellLayout)
            .map(({ modules }) => absolute(modules.at(-1))),
        }
        chunks = undefined
      },
    },
    // Below the entry's group, and each before the next: a module the login page needs never lands in a
    // chunk only account pages load, and the shell's own never in one the other pages load.
    groups: [
      { name: chunkOf('shell-and-login'), debugName: 'shell-and-login', priority: 3 },
      { name: chunkOf('shell-shared'), debugName: 'shell-shared', priority: 2 },
      { name: chunkOf('account-shell'), debugName: 'account-shell', priority: 1 },
    ],
  }
}
