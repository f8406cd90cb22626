import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build step
import { routeHeadLinks } from './prerender-plugin.mjs'

const manifest = {
  _app: { file: 'assets/app.js', imports: ['_runtime'], css: ['assets/app.css'] },
  _runtime: { file: 'assets/runtime.js' },
  _form: { file: 'assets/form.js', imports: ['_app'] },
  'src/login-page.tsx': {
    file: 'assets/login-page.js',
    isDynamicEntry: true,
    imports: ['_app', '_form'],
    css: ['assets/login-page.css'],
    dynamicImports: ['src/password-step.tsx'],
  },
  'src/password-step.tsx': { file: 'assets/password-step.js', isDynamicEntry: true },
}

describe('routeHeadLinks', () => {
  it("links the route's chunks and styles that the entry does not load already, and nothing loaded later", () => {
    expect(routeHeadLinks(manifest, 'src/login-page.tsx', '/dpl/av/', ['assets/runtime.js', 'assets/app.js'])).toEqual([
      '<link rel="stylesheet" crossorigin href="/dpl/av/assets/login-page.css">',
      '<link rel="modulepreload" crossorigin href="/dpl/av/assets/login-page.js">',
      '<link rel="modulepreload" crossorigin href="/dpl/av/assets/form.js">',
    ])
  })
})
