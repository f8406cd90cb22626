import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { spelledRoutes } from './route-literals'

/** Where routes are reached by name (the rule and the finder: route-literals.ts). */
const scannedFolders = ['e2e', 'stories', 'scenarios']

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name))
    .sort()
}

describe('routes reached by name in e2e, stories and scenarios', () => {
  it('knows a route from the app by its pattern, also with parameters, a query or the base path', () => {
    const spelled = (line: string) => spelledRoutes('example.ts', line).length > 0
    for (const line of [
      "openScenario('/orders')",
      "page.goto('/')",
      "page.goto('/?flags=x')",
      'const path = `/orders/${id}/returns`',
      "const path = '/login?redirect=%2Fchange-password'",
      "const path = '/account-verification/address-verification'",
      "page.goto('/dpl/av/login')",
      "expect(link).toHaveAttribute('href', '/my-addresses/add')",
    ])
      expect([line, spelled(line)]).toEqual([line, true])
    for (const line of [
      'page.goto(paths.orders.getHref())',
      "request.url().includes('/api/logging/')",
      "const target = '//evil.example/'",
      "const path = '/ordersx'",
      'await expect(page).toHaveURL(/\\/orders$/)',
      "await expect(page).toHaveURL((url) => url.pathname === '/login')",
      "expect(new URL(await panel.link()).pathname).toBe('/orders')",
      "// page.goto('/orders')",
      "import { paths } from '../src/shared/config/paths'",
    ])
      expect([line, spelled(line)]).toEqual([line, false])
  })

  it('no file spells a route outside an address-bar check (file:line of each)', () => {
    const files = scannedFolders.flatMap(sourceFiles)
    expect(files.length).toBeGreaterThan(50)
    const offenders = files.flatMap((file) =>
      spelledRoutes(file, readFileSync(file, 'utf8')).map((finding) => `${file}:${finding}`),
    )
    expect(offenders).toEqual([])
  })
})
