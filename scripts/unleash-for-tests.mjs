/**
 * A real Unleash (the open-source unleash-server) on a PostgreSQL of its own, for the production-build
 * suite: started here, stopped with this process (SIGTERM or SIGINT), nothing kept. PostgreSQL comes from
 * Debian's packages (installed here as root where it is missing, as the browser is); it refuses to run
 * as root, so as root the cluster belongs to the `postgres` user the package creates.
 *
 * `node scripts/unleash-for-tests.mjs [--install-only]` → Unleash on http://localhost:4242 (UNLEASH_TEST_PORT) with the
 * suite's tokens (standalone-services.mjs); `npm run flags:sync` then creates the app's flags in it.
 */
import { execFileSync, spawnSync } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { productionSuitePorts, unleashTestTokens } from './standalone-services.mjs'

const unleashTestPort = Number(process.env.UNLEASH_TEST_PORT ?? productionSuitePorts.unleash)

function postgresBinaries() {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((version) => existsSync(join(root, version, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  return versions[0] ? join(root, versions[0], 'bin') : undefined
}

function findOrInstallPostgres() {
  const found = postgresBinaries()
  if (found) return found
  if (process.getuid?.() !== 0)
    throw new Error('PostgreSQL is not installed: apt-get install -y postgresql (as root), then run again.')
  console.log('[unleash] installing PostgreSQL from Debian: apt-get install -y postgresql')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  spawnSync('apt-get', ['update'], { stdio: 'inherit', env })
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  })
  const installed = postgresBinaries()
  if (install.status !== 0 || !installed) throw new Error('PostgreSQL could not be installed')
  return installed
}

const clusterPrefix = 'mein-konto-unleash-pg-'

function runAs(asRoot, bin, command, args) {
  return asRoot
    ? execFileSync('runuser', ['-u', 'postgres', '--', join(bin, command), ...args], { stdio: 'pipe' })
    : execFileSync(join(bin, command), args, { stdio: 'pipe' })
}

/** Whether the run that made a cluster is still going (another checkout's suite, say). */
function ownerRuns(dir) {
  try {
    process.kill(Number(readFileSync(join(dir, 'owner'), 'utf8')), 0)
    return true
  } catch {
    return false
  }
}

/** Clusters a run left behind when it was killed outright (no chance to stop its PostgreSQL). */
function removeLeftClusters(bin, asRoot) {
  for (const name of readdirSync(tmpdir()).filter((entry) => entry.startsWith(clusterPrefix))) {
    const dir = join(tmpdir(), name)
    if (ownerRuns(dir)) continue
    try {
      runAs(asRoot, bin, 'pg_ctl', ['-D', join(dir, 'data'), '-m', 'immediate', 'stop'])
    } catch {
      // Not running any more.
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

/** A throwaway cluster on a Unix socket in its own folder (no TCP port to collide with another run). */
function startPostgres(bin) {
  const asRoot = process.getuid?.() === 0
  removeLeftClusters(bin, asRoot)
  const dir = mkdtempSync(join(tmpdir(), clusterPrefix))
  writeFileSync(join(dir, 'owner'), String(process.pid))
  const run = (command, args) => runAs(asRoot, bin, command, args)
  if (asRoot) {
    const postgresUser = execFileSync('id', ['-u', 'postgres']).toString().trim()
    const postgresGroup = execFileSync('id', ['-g', 'postgres']).toString().trim()
    chownSync(dir, Number(postgresUser), Number(postgresGroup))
  }
  const data = join(dir, 'data')
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'unleash', '--no-sync', '-E', 'UTF8'])
  run('pg_ctl', [
    '-D',
    data,
    '-w',
    '-l',
    join(dir, 'postgres.log'),
    '-o',
    `-k ${dir} -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`,
    'start',
  ])
  run('createdb', ['-h', dir, '-U', 'unleash', 'unleash'])
  const stop = () => {
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop'])
    } catch {
      // Already gone: the folder goes all the same.
    }
    rmSync(dir, { recursive: true, force: true })
  }
  return { socketDir: dir, stop }
}

// `--install-only`: npm test's setup stage, so that the suite's start never waits on apt-get.
if (process.argv.includes('--install-only')) {
  console.log(`PostgreSQL: ${findOrInstallPostgres()}`)
  process.exit(0)
}

const postgres = startPostgres(findOrInstallPostgres())
let stopping = false
async function stopAll(unleash) {
  if (stopping) return
  stopping = true
  await unleash?.stop().catch(() => undefined)
  postgres.stop()
  process.exit(0)
}
process.on('exit', () => {
  if (!stopping) postgres.stop()
})

let unleash
process.on('SIGTERM', () => void stopAll(unleash))
process.on('SIGINT', () => void stopAll(unleash))
try {
  // Loaded only now: the server reads its environment when it loads.
  const { start } = await import('unleash-server')
  unleash = await start({
    db: { host: postgres.socketDir, user: 'unleash', password: '', database: 'unleash', ssl: false },
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
  postgres.stop()
  process.exit(1)
}
