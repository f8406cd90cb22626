import { cleanup, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@testing/render-app'
import { prerenderEarlyAccountFrame } from '../prerender'
import { markupOf as html, placeOf } from '@testing/layout-place'
import { paths } from '@/shared/config/paths'

const frameParts = ['a.skip-link', 'header.site-header', '.account-greeting']
// Account home's frame has no banner: on a phone the shell shows it below the navigation there.
const selectors = { accountHome: frameParts, accountPage: [...frameParts, '.alert--info'] }

/** Markup and place of header, greeting and banner as the app shows them on `path` (the default scenario's banner shows). */
async function shownByTheApp(path: string, selectors: string[]) {
  await renderApp({ scenario: 'default', path })
  await screen.findByText('Hallo Anna Schmidt')
  await screen.findByText('Angemeldet bleiben?')
  const shown = selectors.map((selector) => document.body.querySelector(selector))
  const app = shown.map((element) => [html(element), placeOf(element)])
  // One renderer at a time: the app's is done before the build's (react-dom/static) renders the frame.
  cleanup()
  return app
}

/** The frame as the route script shows it, from the build's markup (scripts/prerender-plugin.test.ts). */
async function shownByTheFrame(isAccountHome: boolean, selectors: string[]) {
  const { markup, placeholders, parts } = await prerenderEarlyAccountFrame()
  expect(markup).not.toMatch(/<script/i)
  const frame = document.createElement('div')
  frame.innerHTML = markup.replace(placeholders.name, 'Anna Schmidt').replace(placeholders.customerNumber, '12345678')
  if (isAccountHome) {
    frame.querySelector(parts.layout)?.classList.remove(parts.subpageClass)
    frame.querySelector(parts.banner)?.remove()
  }
  // Before the app runs the banner's buttons are disabled (Button, not yet hydrated), else the same.
  const buttons = [...frame.querySelectorAll('button')]
  expect(buttons.map((button) => [button.textContent, button.disabled])).toEqual(
    isAccountHome
      ? []
      : [
          ['Angemeldet bleiben', true],
          ['Nein, danke', true],
        ],
  )
  buttons.forEach((button) => button.removeAttribute('disabled'))
  return selectors.map((selector) => [html(frame.querySelector(selector)), placeOf(frame.querySelector(selector))])
}

describe('the early account frame', () => {
  it("shows header, greeting and banner as, and where, the account shell shows them on an account page, and header and greeting on account home, with the route script's stand-ins filled in", async () => {
    // Both of the app's renders first: the build's renderer (react-dom/static) must not have rendered yet.
    const onAnAccountPage = await shownByTheApp(paths.orders.getHref(), selectors.accountPage)
    const onAccountHome = await shownByTheApp(paths.home.getHref(), selectors.accountHome)
    expect(await shownByTheFrame(false, selectors.accountPage)).toEqual(onAnAccountPage)
    expect(await shownByTheFrame(true, selectors.accountHome)).toEqual(onAccountHome)
  })
})
