/**
 * Fails when the production build holds mock code: msw, faker, scenarios, fixtures or the
 * mock service worker. Run after `npm run build` (part of `npm test`); the bench uses it too.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const markers = [
  ['msw', /mockServiceWorker|setupWorker|MSW_COOKIE_STORE|__msw/],
  ['faker', /@faker-js|fakerDE|faker\.(person|location|string)/],
  ['scenarios', /orders-every-status|country-rejected-login|defineScenario/],
  ['fixtures', /anna\.schmidt@example\.de|Sommer2026!/],
  ['mock db', /@msw\/data|kPrimaryKey/],
  ['harness panel', /Prototyp-Steuerung|harness-root/],
]

function filesBelow(directory) {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name)
    return statSync(path).isDirectory() ? filesBelow(path) : [path]
  })
}

export function findMockCode(outDir = 'dist') {
  return filesBelow(outDir)
    .filter((file) => /\.(js|html|css)$/.test(file) || file.endsWith('mockServiceWorker.js'))
    .flatMap((file) => {
      if (file.endsWith('mockServiceWorker.js')) return [`${file}: the mock service worker`]
      const text = readFileSync(file, 'utf8')
      return markers.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${file}: ${name}`)
    })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const outDir = process.argv[2] ?? 'dist'
  const hits = findMockCode(outDir)
  if (hits.length > 0) {
    console.error(`Mock code in the production build:\n  ${hits.join('\n  ')}`)
    process.exit(1)
  }
  console.log(`No mock code in ${outDir} (checked for ${markers.map(([name]) => name).join(', ')}).`)
}
