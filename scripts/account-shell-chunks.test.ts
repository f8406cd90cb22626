import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build helper
import { shellChunkOf } from './account-shell-chunks.mjs'

/** A module graph as the bundler hands it to a code-splitting group: each module's static imports. */
const graphOf = (imports: Record<string, string[]>) => ({
  getModuleInfo: (id: string) => (id in imports ? { importedIds: imports[id] } : null),
})

describe("the account shell's chunks", () => {
  const graph = graphOf({
    '/src/shell.tsx': ['/src/navigation.ts', '/src/alert.tsx', '/src/mutation.ts', '/node_modules/lib/index.js'],
    '/src/navigation.ts': ['/src/age.ts'],
    '/src/age.ts': [],
    '/src/alert.tsx': [],
    '/src/mutation.ts': ['/node_modules/lib/index.js'],
    '/node_modules/lib/index.js': [],
    '/src/login-page.tsx': ['/src/alert.tsx'],
    '/src/forgot-password-page.tsx': ['/src/mutation.ts', '/src/alert.tsx'],
  })
  const chunks: Map<string, string> = shellChunkOf(graph, {
    shell: '/src/shell.tsx',
    login: '/src/login-page.tsx',
    publicPages: ['/src/login-page.tsx', '/src/forgot-password-page.tsx'],
  })

  it("puts what the login page needs too in a chunk of its own, so the first download carries none of the shell's own code", () => {
    expect(chunks.get('/src/alert.tsx')).toBe('shell-and-login')
  })

  it('puts what a page outside the shell needs too in a chunk those pages share with it', () => {
    expect(chunks.get('/src/mutation.ts')).toBe('shell-shared')
  })

  it('puts the rest, which only account pages load (with the shell), in one chunk', () => {
    expect(chunks.get('/src/navigation.ts')).toBe('account-shell')
    expect(chunks.get('/src/age.ts')).toBe('account-shell')
  })

  it("leaves the shell's route module and the libraries to the bundler", () => {
    expect(chunks.has('/src/shell.tsx')).toBe(false)
    expect(chunks.has('/node_modules/lib/index.js')).toBe(false)
  })
})
