import { cleanup, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markupOf as html, placeOf } from '@testing/layout-place'
import { renderApp } from '@testing/render-app'
// @ts-expect-error -- plain ESM build step
import { filledCallUrl } from '../../../scripts/prerender-plugin.mjs'
import type { EarlyLeadContext, EarlyLeadFromAnswer } from '@/shared/api/early-answers'
import type { ShopLocale } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import type { FlagName } from '@flags/definitions'
import * as earlyLeadReaders from '../early-lead-readers'
import { recordEarlyPageCalls } from '../early-page-calls'
import { prerenderEarlyAccountFrame, prerenderEarlyPageHeads } from '../prerender'
import { createAppRoutes } from '../routes'
import { earlyPageHeads, isLeadOfAnswer, type LeadOfAnswer } from './early-page-heads'
import { leadSlotAttribute, showEarlyLead } from './show-early-lead'

// A file of its own: the app renders here before the build's renderer (react-dom/static) does, as in
// early-page-heads.test.tsx.

type Case = {
  scenario: string
  path: string
  locale?: ShopLocale
  flags?: Partial<Record<FlagName, boolean>>
  /** The slot's lines are all of the app's box (the order's card), not only its first ones (open invoices). */
  whole: boolean
}

const orderNumbers = Array.from({ length: 12 }, (_, index) => `order-${String(index + 1).padStart(4, '0')}`)
const cases: Case[] = [
  { scenario: 'overdue-invoices', path: paths.openInvoices.getHref(), whole: false },
  { scenario: 'overdue-invoices', path: paths.openInvoices.getHref(), locale: 'ch', whole: false },
  { scenario: 'default', path: paths.openInvoices.getHref(), whole: false },
  // Every status, the withdrawal period not begun, running and over.
  // (Today's order only without online cancellation: while it can be cancelled, the app shows it.)
  ...orderNumbers.map((id) => ({
    scenario: 'orders-every-status',
    path: paths.orderDetails.getHref(id),
    flags: { orderCancellation: false },
    whole: true,
  })),
  // The Swiss shop offers no withdrawal; without the flag, no shop does.
  { scenario: 'orders-every-status', path: paths.orderDetails.getHref('order-0011'), locale: 'ch', whole: true },
  {
    scenario: 'orders-every-status',
    path: paths.orderDetails.getHref('order-0011'),
    flags: { withdrawalButton: false },
    whole: true,
  },
]

const leadOf = (path: string) => {
  const head = earlyPageHeads.find(
    (candidate) =>
      isLeadOfAnswer(candidate.lead) && new RegExp(`^${candidate.path.replace(/:\w+/g, '[^/]+')}$`).test(path),
  )
  if (!head || !isLeadOfAnswer(head.lead)) throw new Error(`No lead of an answer for ${path}`)
  return { head, lead: head.lead }
}

/**
 * An element's lines as they are compared: its markup and where it sits, up to <main>. The build's renderer
 * separates neighbouring texts with empty comments, which show nothing.
 */
const lineOf = (element: Element) => [html(element)?.replaceAll('<!-- -->', ''), placeOf(element)]

describe("the early frame's leads of a page's answer", () => {
  it('show the first lines of the page from its answer as, and where, the app then shows them', async () => {
    expect(earlyPageHeads.filter((head) => isLeadOfAnswer(head.lead)).map((head) => head.path)).toEqual([
      '/open-invoices',
      '/orders/:id',
    ])
    // Every render of the app first: the build's renderer (react-dom/static) must not have rendered yet.
    const shownByTheApp: Array<{
      body: unknown
      context: EarlyLeadContext
      read: EarlyLeadFromAnswer
      main: HTMLElement
    }> = []
    for (const { scenario, path, locale, flags } of cases) {
      const { head, lead } = leadOf(path)
      // The answer as the route script gets it: the page's recorded call with the address's values, sent before
      // the app runs, and read as the route script reads it (the readers' module, with the flags and the clock).
      let body: unknown
      let context: EarlyLeadContext | undefined
      let read: EarlyLeadFromAnswer = null
      await renderApp({
        scenario,
        path,
        flags,
        runtime: locale ? { locale } : {},
        beforeRender: async ({ runtime }) => {
          const calls = await recordEarlyPageCalls(createAppRoutes(), head.path, runtime)
          const call = calls.find(({ url }) => decodeURIComponent(new URL(url).pathname).endsWith(lead.callPath))
          if (!call) throw new Error(`${head.path} does not ask for ${lead.callPath}`)
          const url: string = filledCallUrl(call.url, path.split('/').slice(2))
          body = await (await fetch(url, { credentials: 'include', headers: call.headers })).json()
          context = {
            locale: runtime.locale,
            now: runtime.now(),
            flags: Object.fromEntries((lead.flags ?? []).map((name) => [name, runtime.flags[name]])),
          }
          read = earlyLeadReaders[lead.reader](body, context)
        },
      })
      const main = await screen.findByRole('main')
      await waitFor(() => expect(main.querySelector('.balance, .card__head'), path).not.toBeNull())
      await waitFor(() => expect(main.querySelector('[aria-busy="true"], .skeleton')).toBeNull())
      if (!context) throw new Error(`${path}: not rendered`)
      shownByTheApp.push({ body, context, read, main: main.cloneNode(true) as HTMLElement })
      cleanup()
    }

    const heads = await prerenderEarlyPageHeads()
    const { markup: frameMarkup, placeholders, parts } = await prerenderEarlyAccountFrame()
    for (const [index, { path, whole }] of cases.entries()) {
      const { body, context, read, main } = shownByTheApp[index]!
      const { head, lead } = leadOf(path)
      expect(read, path).not.toBeNull()
      const { templates } = heads[earlyPageHeads.indexOf(head)]!
      // index.html's templates, and the frame as the route script shows it, with the lines put in below the banner
      // by the page's module (the reader and showEarlyLead).
      const page = document.createElement('div')
      page.innerHTML = templates
        .map(({ templateId, markup }) => `<template id="${templateId}">${markup}</template>`)
        .join('')
      const frame = document.createElement('div')
      frame.innerHTML = frameMarkup.replace(placeholders.name, 'Anna Schmidt').replace(placeholders.customerNumber, '1')
      document.body.append(page, frame)
      const column = frame.querySelector(parts.pageColumn)!
      const shown = showEarlyLead(earlyLeadReaders[lead.reader], {
        body,
        context,
        column,
        templateId: templates[0]!.templateId,
      })
      expect(shown, path).toBe(true)
      const marked = (page.querySelector(`#${templates[0]!.templateId}`) as HTMLTemplateElement).content.querySelector(
        `[${leadSlotAttribute}]`,
      )
      const slot = marked && findSlot(column, marked, read!.pieces.length)
      if (!slot) throw new Error(`${path}: no box below the banner`)
      document.body.append(main)
      // Where the app shows the same box: the first element at the slot's place.
      const place = JSON.stringify(placeOf(slot).slice(0, -4))
      const appBox = [...main.querySelectorAll(slot.tagName)].find(
        (element) => element.className === slot.className && JSON.stringify(placeOf(element).slice(0, -4)) === place,
      )
      const early = [...slot.children, column.querySelector('h1')!].map(lineOf)
      const app = [...(appBox?.children ?? [])]
        .slice(0, whole ? undefined : slot.children.length)
        .concat(main.querySelector('h1') ?? [])
        .map(lineOf)
      page.remove()
      frame.remove()
      main.remove()
      expect(early.length, path).toBeGreaterThan(1)
      expect(early, `${path} (${cases[index]?.locale ?? 'de'}, ${JSON.stringify(cases[index]?.flags ?? {})})`).toEqual(
        app,
      )
    }
  })

  it('leaves the page to the app where the answer is not what the page shows, or a line needs the app', async () => {
    const context = { locale: 'de' as const, now: new Date('2026-11-20T10:00:00Z'), flags: {} }
    const invoices = leadOf(paths.openInvoices.getHref()).lead
    const read = (lead: LeadOfAnswer, body: unknown, flags = {}) =>
      earlyLeadReaders[lead.reader](body, { ...context, flags })
    const invoice = {
      id: 'i1',
      invoice_number: 'R1',
      order_number: '1',
      amount: 12.5,
      currency: 'EUR',
      invoice_date: '2026-11-01',
      due_date: '2026-11-15',
      status: 'OPEN',
      payment_type: 'INVOICE',
    }
    expect(read(invoices, { balance: 12.5, invoices: [invoice] })).toEqual({
      pieces: ['balance'],
      values: { balance: '12,50\u00a0€' },
    })
    expect(read(invoices, { balance: '12.50', invoices: [invoice] })).toBeNull()
    expect(read(invoices, { balance: 12.5, invoices: [{ ...invoice, status: 'PAID' }] })).toBeNull()
    expect(read(invoices, { code: 'UNAUTHORIZED' })).toBeNull()
    expect(read(invoices, null)).toBeNull()

    const order = leadOf(paths.orderDetails.getHref('order-0001')).lead
    const placedNow = {
      id: 'o1',
      number: '4711',
      placed_at: '2026-11-20T09:00:00Z',
      status: 'confirmed',
      payment_type: 'INVOICE',
      currency: 'EUR',
      shipping_costs: 0,
      subtotal: 10,
      total: 10,
      items: [],
      delivery_address: {
        first_name: 'A',
        last_name: 'B',
        street: 'S',
        street_number: '1',
        zip_code: '10115',
        city: 'Berlin',
        country_code: 'DE',
      },
    }
    // Not without knowing the flags; not while the order can be cancelled (its button needs the app).
    expect(read(order, placedNow)).toBeNull()
    expect(read(order, placedNow, { orderCancellation: true, withdrawalButton: true })).toBeNull()
    expect(
      read(order, { ...placedNow, status: 'shipped' }, { orderCancellation: false, withdrawalButton: true }),
    ).toBeNull()
  })
})

/** The shown box's element that was the template's slot (its mark is gone): same tag and class, holding the pieces. */
function findSlot(column: Element, marked: Element, pieces: number): Element | null {
  const box = column.lastElementChild
  if (!box) return null
  return (
    [box, ...box.querySelectorAll('*')].find(
      (element) =>
        element.tagName === marked.tagName &&
        element.className === marked.className &&
        element.children.length === pieces,
    ) ?? null
  )
}
