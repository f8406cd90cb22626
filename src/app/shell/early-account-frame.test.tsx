import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { prerenderEarlyAccountFrame } from '../prerender'
import { paths } from '@/shared/config/paths'

// React leaves `style=""` on content it showed again after a suspended render (tests load pages lazily).
const html = (element: Element | null | undefined) => element?.outerHTML.replaceAll(' style=""', '')

/** The classes from the element up to <main>: where the element sits in the page's layout. */
function placeOf(element: Element | null): string[] {
  const place: string[] = []
  for (let node = element; node && node.tagName !== 'BODY'; node = node.parentElement) {
    place.push(`${node.tagName.toLowerCase()}.${node.className}`)
    if (node.tagName === 'MAIN') break
  }
  return place
}

describe("account home's early frame", () => {
  it("shows header and greeting as, and where, the account shell shows them, with the route script's stand-ins filled in", async () => {
    await renderApp({ scenario: 'default', path: paths.home.getHref() })
    await screen.findByText('Hallo Anna Schmidt')
    const selectors = ['a.skip-link', 'header.site-header', '.account-greeting']
    const shown = selectors.map((selector) => document.body.querySelector(selector))
    const app = shown.map((element) => [html(element), placeOf(element)])
    // One renderer at a time: the app's is done before the build's (react-dom/static) renders the frame.
    cleanup()

    const { markup, placeholders } = await prerenderEarlyAccountFrame()
    expect(markup).not.toMatch(/<script/i)
    const frame = document.createElement('div')
    // What the route script does with the login state's answer (scripts/prerender-plugin.test.ts).
    frame.innerHTML = markup.replace(placeholders.name, 'Anna Schmidt').replace(placeholders.customerNumber, '12345678')
    expect(
      selectors.map((selector) => [html(frame.querySelector(selector)), placeOf(frame.querySelector(selector))]),
    ).toEqual(app)
  })
})
