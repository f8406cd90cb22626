import { describe, expect, it } from 'vitest'
import { scenarios } from '../scenarios/registry'
import {
  buildSpecMap,
  renderHtml,
  renderMarkdown,
  scenarioHref,
  scenarioIdsOf,
  tagsOfStoryFile,
  tagsOfTestFile,
} from './report'
import type { SpecSection } from './spec-item'

const sections: SpecSection[] = [
  {
    number: '7',
    title: 'The calls it makes',
    items: [
      { id: '7.orders.cancel', title: 'cancel an order', implementedIn: ['src/cancel.ts'] },
      {
        id: '7.orders.list',
        title: 'order list',
        implementedIn: ['src/list.ts'],
        shownIn: { scenario: 'default', path: '/orders' },
      },
      { id: '7.experiments.zone', title: 'EU zone', notBuilt: 'no experiment service is called' },
    ],
  },
]
const repository = { fileExists: (path: string) => path.startsWith('src/'), scenarioIds: ['default'] }

describe('reading tags', () => {
  it('finds Vitest tags on tests, a suite’s as a tag of each test in it, also with it.each', () => {
    const checks = tagsOfTestFile(
      'src/orders.test.tsx',
      `describe('orders', { tags: ['spec:7.orders.list'] }, () => {
        it('cancels', { tags: ['spec:7.orders.cancel', 'other'] }, async () => {})
        it.each([1, 2])('case %s', { tags: ['spec:7.orders.cancel'] }, () => {})
        it('has no tag', () => {})
        describe('empty', { tags: ['spec:7.orders.cancel'] }, () => {})
      })`,
      'vitest',
    )
    expect(checks.map(({ name, itemId, line }) => [name, itemId, line])).toEqual([
      ['orders › cancels', '7.orders.list', 2],
      ['orders › cancels', '7.orders.cancel', 2],
      ['orders › case %s', '7.orders.list', 3],
      ['orders › case %s', '7.orders.cancel', 3],
      ['orders › has no tag', '7.orders.list', 4],
    ])
  })

  it('marks a tag on a test that does not run, or runs expecting to fail, with the reason', () => {
    const notRunning = (text: string, kind: 'vitest' | 'playwright' = 'vitest') =>
      tagsOfTestFile('src/orders.test.tsx', text, kind).map(({ name, line, notRunning }) => [name, line, notRunning])
    const tag = "{ tags: ['spec:7.orders.cancel'] }"
    expect(notRunning(`it.skip('a', ${tag}, () => {})`)).toEqual([['a', 1, 'it.skip']])
    expect(notRunning(`it.todo('a', ${tag})`)).toEqual([['a', 1, 'it.todo']])
    expect(notRunning(`it.fails('a', ${tag}, () => {})`)).toEqual([['a', 1, 'it.fails']])
    expect(notRunning(`it.skipIf(ci)('a', ${tag}, () => {})`)).toEqual([['a', 1, 'it.skipIf']])
    expect(notRunning(`describe.skip('s', () => {\n it('a', ${tag}, () => {})\n})`)).toEqual([
      ['s › a', 2, 'describe.skip'],
    ])
    // The skipped suite's own tag answers once, at its line.
    expect(notRunning(`describe.skip('s', ${tag}, () => {\n it('a', () => {})\n})`)).toEqual([
      ['s', 1, 'describe.skip'],
    ])
    const pwTag = "{ tag: '@spec:7.orders.cancel' }"
    expect(notRunning(`test.fixme('a', ${pwTag}, async () => {})`, 'playwright')).toEqual([['a', 1, 'test.fixme']])
    expect(notRunning(`test('a', ${pwTag}, async () => {\n test.skip(isMobile, 'why')\n})`, 'playwright')).toEqual([
      ['a', 1, 'test.skip() in its body'],
    ])
    expect(
      notRunning(`test.describe('s', ${pwTag}, () => {\n test.fail()\n test('a', async () => {})\n})`, 'playwright'),
    ).toEqual([['s', 1, "test.fail() in its suite's body"]])
    // A test that runs: no reason, and its steps and hooks are no tests of their own.
    expect(
      notRunning(
        `test.describe('s', ${pwTag}, () => {\n test.beforeEach(async () => {})\n test('a', async () => {\n await test.step('b', async () => {})\n })\n})`,
        'playwright',
      ),
    ).toEqual([['s › a', 3, undefined]])
  })

  it('finds Playwright tags written with @', () => {
    const checks = tagsOfTestFile(
      'e2e/orders.spec.ts',
      `test.describe('journeys', () => {
        test('cancels today’s order', { tag: ['@spec:7.orders.cancel'] }, async ({ page }) => {})
        test('lists', { tag: '@spec:7.orders.list' }, async () => {})
      })`,
      'playwright',
    )
    expect(checks.map(({ name, itemId }) => [name, itemId])).toEqual([
      ['journeys › cancels today’s order', '7.orders.cancel'],
      ['journeys › lists', '7.orders.list'],
    ])
  })

  it('finds story tags, the meta’s as a tag of each story; a story the test runner leaves out does not run', () => {
    const checks = tagsOfStoryFile(
      'stories/orders.stories.tsx',
      `const meta = { title: 'Seiten/Bestellungen', tags: ['spec:7.orders.list'] } satisfies Meta
      export default meta
      export const CancelFailed: Story = { tags: ['spec:7.orders.cancel'], play: async () => {} }
      export const List: Story = {}
      export const Docs: Story = { tags: ['!test'] }`,
    )
    expect(checks.map(({ name, itemId, line, notRunning }) => [name, itemId, line, notRunning])).toEqual([
      ['Seiten/Bestellungen › CancelFailed', '7.orders.list', 3, undefined],
      ['Seiten/Bestellungen › CancelFailed', '7.orders.cancel', 3, undefined],
      ['Seiten/Bestellungen › List', '7.orders.list', 4, undefined],
      ['Seiten/Bestellungen › Docs', '7.orders.list', 5, 'tagged !test: the test runner leaves it out'],
    ])
  })
})

describe('the map', () => {
  const tagged = [
    {
      kind: 'vitest' as const,
      file: 'src/orders.test.tsx',
      line: 2,
      name: 'orders › cancels',
      itemId: '7.orders.cancel',
    },
    {
      kind: 'story' as const,
      file: 'stories/orders.stories.tsx',
      line: 4,
      name: 'Seiten/Bestellungen › List',
      itemId: '7.orders.list',
    },
  ]

  it('is complete when every built item has a check; a not-built item needs neither', () => {
    const map = buildSpecMap(sections, tagged, repository)
    expect(map.problems).toEqual([])
    expect(map.counts).toEqual({ items: 3, notBuilt: 1, covered: 2, checks: 2 })
  })

  it('names the item whose last tag was deleted, and a tag naming no item', () => {
    const map = buildSpecMap(sections, [tagged[1]!, { ...tagged[0]!, itemId: '7.orders.cancle' }], repository)
    expect(map.problems).toEqual([
      'src/orders.test.tsx: "orders › cancels" names spec item 7.orders.cancle, which spec-map/items/ does not list',
      '7.orders.cancel (cancel an order): no test or story carries its tag (spec:7.orders.cancel)',
    ])
  })

  it('fails on a tag of a test that does not run, naming file and line, and counts it as no check', () => {
    const map = buildSpecMap(sections, [tagged[1]!, { ...tagged[0]!, notRunning: 'it.skip' }], repository)
    expect(map.problems).toEqual([
      'src/orders.test.tsx:2: "orders › cancels" carries spec:7.orders.cancel but does not run as a check (it.skip)',
      '7.orders.cancel (cancel an order): no test or story carries its tag (spec:7.orders.cancel)',
    ])
    expect(map.counts.checks).toBe(1)
  })

  it('names a missing implementation file and an unknown scenario', () => {
    const map = buildSpecMap(
      [
        {
          ...sections[0]!,
          items: [
            {
              id: '7.orders.cancel',
              title: 'cancel',
              implementedIn: ['gone/cancel.ts'],
              shownIn: { scenario: 'nobody' },
            },
          ],
        },
      ],
      [tagged[0]!],
      repository,
    )
    expect(map.problems).toEqual([
      '7.orders.cancel: implementation gone/cancel.ts does not exist',
      '7.orders.cancel: scenario nobody does not exist',
    ])
  })

  it('links each check and the scenario that shows the item, in Markdown and on the prototype’s page', () => {
    const map = buildSpecMap(sections, tagged, repository)
    const markdown = renderMarkdown(map)
    expect(markdown).toContain('Vitest: [orders › cancels](../src/orders.test.tsx)')
    expect(markdown).toContain('[default /orders](http://localhost:5173/orders?scenario=default)')
    expect(markdown).toContain('not built: no experiment service is called')
    const html = renderHtml(map, { base: '/' })
    expect(html).toContain('<a href="/orders?scenario=default">default /orders</a>')
    expect(html).toContain('Story: <span title="stories/orders.stories.tsx">Seiten/Bestellungen › List</span>')
  })

  it('keeps a scenario path’s own query', () => {
    expect(scenarioHref({ scenario: 'default', path: '/?flags=contactForm' }, '/dpl/av/')).toBe(
      '/dpl/av/?flags=contactForm&scenario=default',
    )
  })
})

it('reads the same scenario ids from the modules as the registry holds', () => {
  expect(scenarioIdsOf('.').sort()).toEqual(scenarios.map((scenario) => scenario.id).sort())
})
