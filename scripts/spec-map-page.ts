/**
 * The spec map as a page of the app wherever the mock runs: written into the prototype build
 * (`spec-map.html`) and served live by the dev server, so the harness panel can link to it.
 * The report itself is scripts/report-spec.ts (TypeScript's parser): it runs in its own process, so none
 * of that is bundled into Vite's config. The page's styles are a plain file, served as they are.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Plugin } from 'vite'

function writeSpecMapPage(file: string, base: string): void {
  const result = spawnSync('npx', ['tsx', 'scripts/report-spec.ts', '--html', file, '--base', base], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('The spec map page could not be written (scripts/report-spec.ts).')
}

export function specMapPage({ withMock, base }: { withMock: boolean; base: string }): Plugin {
  return {
    name: 'spec-map-page',
    configureServer(server) {
      if (!withMock) return
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]
        if (path === `${base}spec-map.css`) {
          response.setHeader('Content-Type', 'text/css; charset=utf-8')
          return response.end(readFileSync('spec-map/spec-map.css'))
        }
        if (path !== `${base}spec-map.html`) return next()
        const file = join(mkdtempSync(join(tmpdir(), 'spec-map-')), 'spec-map.html')
        writeSpecMapPage(file, base)
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.end(readFileSync(file))
      })
    },
    writeBundle(options) {
      if (withMock && options.dir) writeSpecMapPage(join(options.dir, 'spec-map.html'), base)
    },
  }
}
