import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { accountRootHref, goToAccountRoot } from './account-root'
import { documentNavigation } from './document-navigation'

describe('account root (spec section 2: after light-account creation to /dpl/av)', () => {
  it(
    'is the fixed path /dpl/av under the production base path, also in the creators-hub app',
    { tags: ['spec:2.routing.creators-hub', 'spec:2.routing.light-account-redirect'] },
    () => {
      expect(accountRootHref('/dpl/av/')).toBe('/dpl/av')
      expect(accountRootHref('/dpl/av')).toBe('/dpl/av')
      expect(accountRootHref('/dpl/av/creators-hub/')).toBe('/dpl/av')
    },
  )

  it('is the router’s root in the local mock setup', { tags: ['spec:2.routing.root-path'] }, () => {
    expect(accountRootHref('/')).toBe('/')
    expect(accountRootHref('/creators-hub/')).toBe('/creators-hub')
  })

  it('does not mistake a base path that only starts with the same letters', () => {
    expect(accountRootHref('/dpl/avatar/')).toBe('/dpl/avatar')
  })

  it('is always one of the app’s own absolute paths, never another origin', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 3 }), (segments) => {
        const href = accountRootHref(`/${segments.map((segment) => `${segment}/`).join('')}`)
        expect(href.startsWith('/')).toBe(true)
        expect(href.startsWith('//')).toBe(false)
      }),
    )
  })

  it('loads the page at the root of the running build (Vitest runs with base /)', () => {
    const assign = vi.spyOn(documentNavigation, 'assign').mockImplementation(() => undefined)
    goToAccountRoot()
    expect(assign).toHaveBeenCalledWith('/')
  })
})
