import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { markupOf } from '@testing/layout-place'
import { renderApp } from '@testing/render-app'
import { annaSchmidt } from '@fixtures/customers'
import { db } from '@mock-server/db/db'
// @ts-expect-error -- plain ESM build step
import { confirmationScript } from '../../scripts/prerender-plugin.mjs'
import { paths } from '@/shared/config/paths'
import { prerender, prerenderEarlyConfirmations } from './prerender'

// A file of its own: the app renders here before the build's renderer (react-dom/static) does, as in
// early-page-leads.test.tsx.

const newEmail = 'anna.neu@example.de'

/** The page's `<main>` as compared: the build's renderer separates neighbouring texts with empty comments. */
const mainOf = (root: ParentNode) => markupOf(root.querySelector('main'))?.replaceAll('<!-- -->', '')

describe("the email change's confirmation before the app has run (production build)", () => {
  it("shows the app's done view for the answer of the call its script sends, as the app shows it", async () => {
    // The app: the change asked for, the mailed link opened, the new address confirmed.
    const app = await renderApp({ scenario: 'account-settings', path: paths.changeEmail.getHref() })
    await app.user.type(await screen.findByLabelText('Neue E-Mail-Adresse'), newEmail)
    await app.user.type(screen.getByLabelText('Neue E-Mail-Adresse wiederholen'), newEmail)
    await app.user.type(screen.getByLabelText('Aktuelles Passwort'), annaSchmidt.password as string)
    await app.user.click(screen.getByRole('button', { name: 'E-Mail-Adresse ändern' }))
    await screen.findByText(/Wir haben Ihnen eine E-Mail an/)
    const link = db.outbox.findMany((q) => q.where({ to: newEmail })).at(-1)?.link ?? ''
    await app.router.navigate(link)
    await screen.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)
    const shownByTheApp = mainOf(document.body)
    cleanup()

    // The page as the build writes it: the progress, the done view's template and the script.
    const [confirmation] = await prerenderEarlyConfirmations()
    if (!confirmation) throw new Error('No page confirms its link before the app runs')
    expect(confirmation.path).toBe(paths.emailChangeConfirmDoi.path)
    expect(confirmation.request.url).toMatch(/\/user\/change-email\/doi\/verify$/)
    expect(JSON.parse(confirmation.request.body)).toEqual({ token: '{token}' })
    const page = document.createElement('div')
    page.innerHTML =
      `<div id="root">${await prerender(paths.emailChangeConfirmDoi.getHref('prerendered'))}</div>` +
      `<template id="${confirmation.done.templateId}">${confirmation.done.markup}</template>`
    document.body.append(page)
    expect(screen.getByText('Ihre neue E-Mail-Adresse wird bestätigt …')).toBeVisible()

    const token = new URL(link, 'https://shop.example').searchParams.get('token')
    const sent: unknown[] = []
    let answer = (_response: Response) => {}
    const window: Record<string, unknown> = {
      fetch: (_url: string, init: RequestInit) => {
        sent.push(JSON.parse(String(init.body)))
        return new Promise<Response>((resolve) => (answer = resolve))
      },
    }
    new Function('window', 'fetch', 'location', confirmationScript(confirmation))(window, window.fetch, {
      search: `?token=${token}`,
    })
    expect(sent).toEqual([{ token }])
    answer(Response.json({ email: newEmail }))
    await screen.findByText(/Vielen Dank! Ihre E-Mail-Adresse ist jetzt/)
    const shownByTheScript = mainOf(page)
    page.remove()
    expect(shownByTheScript).toContain('<strong>anna.neu@example.de</strong>')
    expect(shownByTheScript).toBe(shownByTheApp)
  })
})
