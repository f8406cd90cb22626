/**
 * How an element sits in the page, for tests that compare what the early frame shows with what the app
 * shows: its markup and the boxes around it up to <main>.
 */

// React leaves `style=""` on content it showed again after a suspended render (tests load pages lazily).
export const markupOf = (element: Element | null | undefined) => element?.outerHTML.replaceAll(' style=""', '')

/**
 * The tags and classes from the element up to <main>: where it sits in the page's layout and what sizes its
 * box. `withTags: false` leaves the tags out where two tags lay out alike (a div and a form, both blocks
 * without a margin).
 */
export function placeOf(element: Element | null | undefined, { withTags = true } = {}): string[] {
  const place: string[] = []
  for (let node = element; node && node.tagName !== 'BODY'; node = node.parentElement) {
    place.push(`${withTags ? node.tagName.toLowerCase() : ''}.${node.className}`)
    if (node.tagName === 'MAIN') break
  }
  return place
}
