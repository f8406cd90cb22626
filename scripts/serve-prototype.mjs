/** `npm run serve:prototype`: serves the static prototype build (with SPA fallback), no Node app needed. */
import { serveStatic } from './static-server.mjs'

const port = Number(process.env.PORT ?? 8080)
await serveStatic({ root: 'dist-prototype', port, host: '0.0.0.0' })
console.log(`Prototype on http://localhost:${port}/ (pick a scenario with ?scenario=<id> or the panel)`)
