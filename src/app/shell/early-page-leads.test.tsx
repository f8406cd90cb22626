import { cleanup, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markupOf as html, placeOf } from '@testing/layout-place'
import { renderApp } from '@testing/render-app'
import { shopLocaleSettings } from '@/shared/config/locales'
import type { EarlyLeadFromAnswer } from '@/shared/api/early-answers'
import { recordEarlyPageCalls } from '../early-page-calls'
import { prerenderEarlyAccountFrame, prerenderEarlyPageHeads } from '../prerender'
import { createAppRoutes } from '../routes'
import { earlyPageHeads, isLeadOfAnswer } from './early-page-heads'

// A file of its own: the app renders here before the build's renderer (react-dom/static) does, as in
// early-page-heads.test.tsx.
describe("the early frame's leads of a page's answer", () => {
  const leadHeads = earlyPageHeads.filter((head) => isLeadOfAnswer(head.lead))

  /** The lead's lines: the section's heading, the balance, the overdue notice right below it. */
  const leadLines = (root: ParentNode) => {
    const balance = root.querySelector('.balance')
    const notice = balance?.nextElementSibling?.matches('.alert') ? balance.nextElementSibling : null
    return [root.querySelector('h1'), ...(balance?.querySelectorAll('p') ?? []), notice?.querySelector('.alert__body')]
      .filter((element) => element !== null && element !== undefined)
      .map((element) => [element.textContent, html(element), placeOf(element)])
  }

  it('show the first lines of the page from its answer as, and where, the app then shows them', async () => {
    expect(leadHeads.map((head) => head.path)).toEqual(['/open-invoices'])
    const [head] = leadHeads
    if (!head || !isLeadOfAnswer(head.lead)) throw new Error('no lead of an answer')
    const { callPath, read } = head.lead
    const cases = [
      { scenario: 'overdue-invoices', locale: 'de', variant: 'overdue', balance: '658,20 €' },
      { scenario: 'overdue-invoices', locale: 'ch', variant: 'overdue', balance: 'EUR 658.20' },
      { scenario: 'default', locale: 'de', variant: 'plain', balance: '136,46 €' },
    ] as const
    // Every render of the app first: the build's renderer (react-dom/static) must not have rendered yet.
    const shownByTheApp = []
    for (const { scenario, locale } of cases) {
      // The answer as the route script gets it: the page's recorded call, sent before the app runs.
      let body: unknown
      await renderApp({
        scenario,
        path: head.path,
        runtime: { locale },
        beforeRender: async ({ runtime }) => {
          const calls = await recordEarlyPageCalls(createAppRoutes(), head.path, runtime)
          const call = calls.find(({ url }) => new URL(url).pathname.endsWith(callPath))
          if (!call) throw new Error(`${head.path} does not ask for ${callPath}`)
          body = await (await fetch(call.url, { credentials: 'include', headers: call.headers })).json()
        },
      })
      const main = await screen.findByRole('main')
      shownByTheApp.push({
        body,
        lines: await waitFor(() => expect(leadLines(main).length).toBeGreaterThan(2)).then(() => leadLines(main)),
      })
      cleanup()
    }

    const heads = await prerenderEarlyPageHeads()
    const { fromAnswer, templates } = heads[earlyPageHeads.indexOf(head)]!
    const { markup: frameMarkup, placeholders, parts } = await prerenderEarlyAccountFrame()
    // Run as the route script runs it: from its source alone, with nothing of its module around it.
    const isolated = new Function(`return (${read.toString()})`)() as typeof read
    for (const [index, { locale, variant, balance }] of cases.entries()) {
      const { body, lines } = shownByTheApp[index]!
      const lead = isolated(body, shopLocaleSettings[locale]) as NonNullable<EarlyLeadFromAnswer>
      expect(lead.variant).toBe(variant)
      expect(lead.values.balance?.replace(/\s/g, ' ')).toBe(balance)
      const markup = templates.find(({ templateId }) => templateId === fromAnswer?.variants[lead.variant])?.markup
      const frame = document.createElement('div')
      frame.innerHTML = frameMarkup.replace(placeholders.name, 'Anna Schmidt').replace(placeholders.customerNumber, '1')
      const column = frame.querySelector(parts.pageColumn)!
      column.insertAdjacentHTML(
        'beforeend',
        (markup ?? '').replace(/\{(\w+)\}/g, (mark, name: string) => lead.values[name] ?? mark),
      )
      document.body.append(frame)
      const shownByTheFrame = leadLines(column)
      frame.remove()
      expect(shownByTheFrame, `${cases[index]?.scenario} (${locale})`).toEqual(lines)
    }
  })

  it('leaves the page to the app where the answer is not what the page shows its lines from', () => {
    const lead = leadHeads[0]?.lead
    if (!isLeadOfAnswer(lead)) throw new Error('no lead of an answer')
    const shop = shopLocaleSettings.de
    const invoice = { status: 'OPEN' }
    expect(lead.read({ balance: 12.5, invoices: [invoice] }, shop)).toEqual({
      variant: 'plain',
      values: { balance: '12,50\u00a0€' },
    })
    expect(lead.read({ balance: '12.50', invoices: [invoice] }, shop)).toBeNull()
    expect(lead.read({ balance: 12.5, invoices: [{ status: 'PAID' }] }, shop)).toBeNull()
    expect(lead.read({ balance: 12.5, currency: 'USD', invoices: [] }, shop)).toBeNull()
    expect(lead.read({ code: 'UNAUTHORIZED' }, shop)).toBeNull()
    expect(lead.read(null, shop)).toBeNull()
  })
})
