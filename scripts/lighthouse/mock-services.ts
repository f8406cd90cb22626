/**
 * The standalone mock services for one scenario, as `scenarios/start-standalone-server.ts` starts them,
 * plus a control window on its own port for the Lighthouse bench (the standalone server has no HTTP way
 * to these): `GET /outbox` lists the mails the services sent (the links pages are opened from), and
 * `POST /reseed` seeds the scenario afresh, so a link that works once works again for the next run.
 *
 *   npx tsx scripts/lighthouse/mock-services.ts --control 9190 --scenario mail-links --port 9191 --origin …
 */
import { createServer } from 'node:http'
import { startStandaloneServer } from '../../mock-server/harness/standalone-server'
import { db } from '../../mock-server/db/db'
import { scenarioCatalogue } from '../../scenarios/registry'

const args = process.argv.slice(2)
const controlAt = args.indexOf('--control')
const controlPort = Number(args[controlAt + 1])
if (controlAt < 0 || !controlPort) throw new Error('mock-services: --control <port> is required')
const serverArgs = args.filter((_, index) => index !== controlAt && index !== controlAt + 1)
const scenarioId = serverArgs[serverArgs.indexOf('--scenario') + 1] ?? scenarioCatalogue.defaultScenarioId

await startStandaloneServer(scenarioCatalogue, serverArgs)

createServer((request, response) => {
  const answer = async () => {
    if (request.method === 'GET' && request.url === '/outbox') return db.outbox.all()
    if (request.method === 'POST' && request.url === '/reseed') {
      await scenarioCatalogue.apply(scenarioId)
      return { reseeded: scenarioId }
    }
    return undefined
  }
  answer().then(
    (body) =>
      body === undefined
        ? response.writeHead(404).end()
        : response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
    (error: unknown) => response.writeHead(500).end(String(error)),
  )
}).listen(controlPort, '127.0.0.1')
