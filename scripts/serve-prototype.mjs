/**
 * `npm run serve:prototype`: serves the static prototype build (with SPA fallback) and its security
 * headers on localhost. `HOST=0.0.0.0 npm run serve:prototype` shares it on the network on purpose.
 */
import { staticBuildHeaders } from './static-build-headers.ts'
import { serveStatic } from './static-server.mjs'

const port = Number(process.env.PORT ?? 8080)
const host = process.env.HOST ?? '127.0.0.1'
await serveStatic({ root: 'dist-prototype', port, host, headers: staticBuildHeaders() })
console.log(
  `Prototype on http://${host === '127.0.0.1' ? 'localhost' : host}:${port}/ (pick a scenario with ?scenario=<id> or the panel)`,
)
