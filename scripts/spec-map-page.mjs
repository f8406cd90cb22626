/**
 * The spec map as a page of the app wherever the mock runs: written into the prototype build
 * (`spec-map.html`) and served live by the dev server, so the harness panel can link to it.
 * The report itself is scripts/report-spec.ts (TypeScript's parser, the scenario registry): it runs in
 * its own process, so none of that is bundled into Vite's config.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

function writeSpecMapPage(file, base) {
  const result = spawnSync('npx', ['tsx', 'scripts/report-spec.ts', '--html', file, '--base', base], {
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('The spec map page could not be written (scripts/report-spec.ts).')
}

export function specMapPage({ withMock, base }) {
  return {
    name: 'spec-map-page',
    configureServer(server) {
      if (!withMock) return
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]
        if (path !== `${base}spec-map.html` && path !== `${base}spec-map.css`) return next()
        const folder = mkdtempSync(join(tmpdir(), 'spec-map-'))
        writeSpecMapPage(join(folder, 'spec-map.html'), base)
        const css = path.endsWith('.css')
        response.setHeader('Content-Type', css ? 'text/css; charset=utf-8' : 'text/html; charset=utf-8')
        response.end(readFileSync(join(folder, css ? 'spec-map.css' : 'spec-map.html')))
      })
    },
    writeBundle(options) {
      if (withMock && options.dir) writeSpecMapPage(join(options.dir, 'spec-map.html'), base)
    },
  }
}
