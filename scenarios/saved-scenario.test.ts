import { execFile } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import * as prettier from 'prettier'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db, snapshotDb } from '../mock-server/db/db'
import { moveMockClock, mockNow } from '../mock-server/runtime/clock'
import { verifyPassword } from '../mock-server/runtime/passwords'
import { signedInSession } from '../mock-server/harness/sign-in-as'
import { trackChangesSinceSeeding } from '../mock-server/harness/tab-changes'
import { tabAsScenario } from '../mock-server/harness/scenario-module'
import { absoluteMockServiceUrls } from '../testing/render-app'
import { spelledRoutes } from '../scripts/route-literals'
import { paths } from '../src/shared/config/paths'
import type { Scenario } from './scenario'
import { applyScenario } from './scenario-runner'
import { getScenario } from './registry'

const repository = resolve(import.meta.dirname, '..')
const savedId = 'qa-storno-und-adresse'

/** A call to the mock as the app makes it (the tab's session is the db's one). */
async function call(service: 'customer' | 'basket' | 'orderService', method: string, path: string, body: object) {
  const response = await fetch(`${absoluteMockServiceUrls()[service]}${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-request-source': 'SHOP' },
    body: JSON.stringify(body),
  })
  expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true)
}

/**
 * A checkout of the repository where the saved module is committed: scenarios/ (the saved module, the
 * registry with it added as a developer adds it, every other file as it is), the rooms it imports and the
 * listing script, in a temporary folder.
 */
function commitInTemporaryCheckout(source: string): string {
  // In the repository's folder (ignored by git, like test results): Vitest finds no module in a folder made
  // elsewhere after it started.
  const checkout = mkdtempSync(join(repository, 'test-results-saved-scenario-'))
  for (const room of ['mock-server', 'src', 'fixtures', 'flags'])
    symlinkSync(join(repository, room), join(checkout, room))
  mkdirSync(join(checkout, 'scenarios'))
  for (const file of readdirSync(join(repository, 'scenarios')).filter((name) => name.endsWith('.ts')))
    if (file !== 'registry.ts') symlinkSync(join(repository, 'scenarios', file), join(checkout, 'scenarios', file))
  writeFileSync(join(checkout, 'scenarios', `${savedId}.ts`), source)
  const registry = readFileSync(join(repository, 'scenarios', 'registry.ts'), 'utf8')
    .replace(/^/, `import saved from './${savedId}'\n`)
    .replace(/\n\]\n/, '\n  saved,\n]\n')
  writeFileSync(join(checkout, 'scenarios', 'registry.ts'), registry)
  mkdirSync(join(checkout, 'scripts'))
  writeFileSync(
    join(checkout, 'scripts', 'print-scenarios.ts'),
    readFileSync(join(repository, 'scripts', 'print-scenarios.ts')),
  )
  return checkout
}

/** The db as records, sessions left out: who is signed in is compared on its own. */
function records() {
  const { sessions: _sessions, ...rest } = snapshotDb()
  return rest
}

describe('a scenario saved from the tab', () => {
  let held: ReturnType<typeof records>
  let heldIds: string
  let heldClock: Date
  let heldSignedIn: string | undefined
  let source: string
  let checkout: string

  beforeAll(async () => {
    // The tab: order-placed-today seeded, then QA clicks around in the account.
    await applyScenario(getScenario('order-placed-today'))
    const tracker = trackChangesSinceSeeding()
    await call('customer', 'POST', '/user/delivery-address/add', {
      salutation: 'MS',
      firstName: 'Anna',
      lastName: 'Schmidt',
      street: 'Gartenweg',
      streetNumber: '12',
      zipCode: '80331',
      city: 'München',
      countryCode: 'DE',
    })
    const today = db.orders.all().find((order) => order.status === 'confirmed')
    await call('orderService', 'POST', `/api/shop-orders/${today?.number}/cancel`, {
      externalCustomerId: '12345678',
      reasonCode: 'ORDERED_BY_MISTAKE',
    })
    await call('basket', 'PATCH', '/wishlist-item', { sku: db.wishlistItems.all()[0]?.sku, state: 'deleted' })
    // A mail with a token of the tab, and a password typed there: neither may leave it.
    await call('customer', 'POST', '/user/change-email', {
      newEmail: 'anna.neu@example.de',
      password: 'Sommer2026!',
      newsletterOptIn: false,
    })
    await call('customer', 'POST', '/user/change-password', {
      currentPassword: 'Sommer2026!',
      newPassword: 'Winter2027!Neu',
    })
    moveMockClock('+24h')
    held = records()
    heldIds = JSON.stringify(db.orders.all().map((order) => order.id))
    heldClock = mockNow()
    heldSignedIn = signedInSession()?.customerNumber

    source = await tabAsScenario({
      id: savedId,
      title: 'Storno und neue Adresse',
      description: 'Gespeichert im Test.',
      base: getScenario('order-placed-today'),
      settings: { env: 'local-dev', locale: 'de', flagOverrides: {} },
      seeded: tracker.seededRecords(),
      clockMoved: true,
      page: paths.orders.getHref(),
    })
    tracker.stop()
    checkout = commitInTemporaryCheckout(source)
  })
  afterAll(() => rmSync(checkout, { recursive: true, force: true }))

  it('can be committed as downloaded: formatted as Prettier formats it, routes reached by name', async () => {
    const options = await prettier.resolveConfig(join(repository, 'scenarios', 'default.ts'))
    // Prettier's TypeScript parser (the CLI's for .ts), not the babel-ts the panel loads: the same print.
    expect(await prettier.format(source, { ...options, filepath: 'saved.ts' })).toBe(source)
    expect(spelledRoutes(`${savedId}.ts`, source)).toEqual([])
    // Nor the hash of the password typed in the tab.
    expect(source).not.toMatch(/pbkdf2|Winter2027/)
  })

  it('registered, seeds the records the tab held, field by field', async () => {
    const registry = (await import(/* @vite-ignore */ join(checkout, 'scenarios', 'registry.ts'))) as {
      getScenario(id: string): Scenario
    }
    await applyScenario(registry.getScenario(savedId))
    const seeded = records()
    // The email-change token is the module's own (the tab's stays there); its mail links to it.
    const tabToken = held.tokens.find((record) => record.type === 'email-change' && !record.usedAt)?.token as string
    const moduleToken = seeded.tokens.find((record) => record.type === 'email-change' && !record.usedAt)
      ?.token as string
    expect(moduleToken).toMatch(/^[0-9a-f]{32}$/)
    expect(moduleToken).not.toBe(tabToken)
    expect(source).not.toContain(tabToken)
    // The password typed in the tab is the stand-in here.
    const anna = (snapshot: typeof held) =>
      snapshot.customers.find((customer) => customer.customerNumber === '12345678')
    expect(await verifyPassword('Ersatz2026!', String(anna(seeded)?.passwordHash))).toBe(true)
    const comparable = (snapshot: typeof held, token: string) =>
      JSON.parse(
        JSON.stringify(snapshot)
          .replaceAll(token, '<token>')
          .replaceAll(String(anna(snapshot)?.passwordHash), '<password>'),
      ) as typeof held
    const expected = comparable(held, tabToken)
    const actual = comparable(seeded, moduleToken)
    for (const name of Object.keys(expected) as Array<keyof typeof held>)
      expected[name].forEach((record, index) => expect([name, actual[name][index]]).toEqual([name, record]))
    expect(actual).toEqual(expected)
    expect(JSON.stringify(db.orders.all().map((order) => order.id))).toBe(heldIds)
    expect(signedInSession()?.customerNumber).toBe(heldSignedIn)
    expect(Math.abs(mockNow().getTime() - heldClock.getTime())).toBeLessThan(60_000)
  })

  it('is listed by npm run scenarios once committed', async () => {
    const { stdout } = await promisify(execFile)(
      join(repository, 'node_modules', '.bin', 'tsx'),
      ['--tsconfig', join(repository, 'tsconfig.json'), join(checkout, 'scripts', 'print-scenarios.ts'), '--json'],
      { cwd: checkout },
    )
    const listed = (JSON.parse(stdout) as Array<{ id: string; users: Array<{ password: string | null }> }>).find(
      (scenario) => scenario.id === savedId,
    )
    expect(listed?.users.map((user) => user.password)).toEqual(['Ersatz2026!'])
  })
})
