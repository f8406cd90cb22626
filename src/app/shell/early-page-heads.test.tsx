import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { markupOf as html, placeOf as placeInLayout } from '@testing/layout-place'
import { renderApp, scenarioRuntime } from '@testing/render-app'
import { AppProviders } from '../app-providers'
import { createQueryClient } from '../create-query-client'
import { prerenderEarlyAccountFrame, prerenderEarlyPageHeads } from '../prerender'
import { earlyPageHeads, EarlyPageHeadView, type EarlyPageHead } from './early-page-heads'

// The frame's box around a form's first line is a div (it has no form yet): places compared without tags
// (the production e2e compares the boxes the browser lays out).
const placeOf = (element: Element | null | undefined) => placeInLayout(element, { withTags: false })

type Line = { tag: string; text: string }

/** The head's headings and paragraphs: the lines the frame shows early. */
function linesOf(head: EarlyPageHead): Line[] {
  const { container } = render(
    <AppProviders runtime={scenarioRuntime('default')} queryClient={createQueryClient()} routes={[]}>
      <MemoryRouter initialEntries={[head.path]}>
        <EarlyPageHeadView head={head} />
      </MemoryRouter>
    </AppProviders>,
  )
  const lines = [...container.querySelectorAll('h1, p')].map((element) => ({
    tag: element.tagName,
    text: element.textContent ?? '',
  }))
  cleanup()
  return lines
}

const find = (root: ParentNode, { tag, text }: Line) =>
  [...root.querySelectorAll(tag)].find((element) => element.textContent === text)

describe("the early frame's page heads", () => {
  it('show their heading and first lines as, and where, the app then shows them', async () => {
    // Every render of the app first: the build's renderer (react-dom/static) must not have rendered yet.
    const shownByTheApp: Array<{ head: EarlyPageHead; lines: Line[]; shown: unknown[] }> = []
    for (const head of earlyPageHeads) {
      const lines = linesOf(head)
      expect(lines.length, head.path).toBeGreaterThan(0)
      await renderApp({ scenario: 'default', path: head.path, flags: head.flag ? { [head.flag]: true } : {} })
      await screen.findByText('Hallo Anna Schmidt')
      const shown = await waitFor(() =>
        lines.map((line) => {
          const element = find(document.body, line)
          if (!element) throw new Error(`${head.path}: the app shows no ${line.tag} "${line.text}"`)
          return [html(element), placeOf(element)]
        }),
      )
      shownByTheApp.push({ head, lines, shown })
      cleanup()
    }

    // The frame as the route script shows it: each head below the banner, in the page's column.
    const heads = await prerenderEarlyPageHeads()
    const { markup, placeholders, parts } = await prerenderEarlyAccountFrame()
    for (const { head, lines, shown } of shownByTheApp) {
      const frame = document.createElement('div')
      frame.innerHTML = markup.replace(placeholders.name, 'Anna Schmidt').replace(placeholders.customerNumber, '1')
      const column = frame.querySelector(parts.pageColumn)
      if (!column) throw new Error(`The frame has no ${parts.pageColumn}`)
      column.insertAdjacentHTML('beforeend', heads[earlyPageHeads.indexOf(head)]?.templates[0]?.markup ?? '')
      document.body.append(frame)
      const shownByTheFrame = lines.map((line) => [html(find(column, line)), placeOf(find(column, line))])
      frame.remove()
      expect(shownByTheFrame, head.path).toEqual(shown)
    }
  })
})
