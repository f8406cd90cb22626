import { describe, expect, it } from 'vitest'
import { galleryPages, renderGallery } from './gallery-page'
import type { SpecSection } from '../spec-map/spec-item'

const sections: SpecSection[] = [
  {
    number: '2',
    title: 'Screens and routes',
    items: [
      { id: '2.routes.home', title: 'account home', shownIn: { scenario: 'default', path: '/' } },
      { id: '2.routes.orders', title: 'orders', shownIn: { scenario: 'default', path: '/orders' } },
      {
        id: '2.routes.contacts',
        title: 'contacts',
        shownIn: { scenario: 'default', path: '/contacts?flags=contactForm' },
      },
      { id: '2.routes.wishlist', title: 'wishlist', shownIn: { scenario: 'default', path: '/wishlist' } },
      { id: '2.routes.login', title: 'login', shownIn: { scenario: 'anonymous', path: '/login' } },
    ],
  },
]

describe('scenario gallery', () => {
  it('shows where a scenario starts, then the pages the spec map names it for, three at most', () => {
    expect(galleryPages({ id: 'default', startPath: '/' }, sections)).toEqual([
      '/',
      '/orders',
      '/contacts?flags=contactForm',
    ])
    expect(galleryPages({ id: 'anonymous', startPath: '/login' }, sections)).toEqual(['/login'])
  })

  it('has one row per scenario: title, who signs in with what, and the pictures', () => {
    const html = renderGallery(
      [
        {
          scenario: {
            id: 'light-user',
            title: 'Light-Konto ohne Passwort',
            description: 'Monika Licht hat ein Light-Konto.',
            startPath: '/login',
            users: [
              {
                username: 'monika.licht@example.de',
                customerNumber: '45678901',
                password: null,
                firstName: 'Monika',
                lastName: 'Licht',
                kind: 'light',
              },
            ],
          },
          pictures: [
            { path: '/login', width: 'phone', file: 'pictures/light-user-1-phone.jpg' },
            { path: '/contacts?flags=contactForm', width: 'desktop', file: 'pictures/light-user-2-desktop.jpg' },
          ],
        },
      ],
      { prototypeUrl: '../' },
    )
    expect(html).toContain(
      '<h2 id="scenario-light-user">Light-Konto ohne Passwort <span class="id">light-user</span></h2>',
    )
    expect(html).toContain(
      'Monika Licht: <code>monika.licht@example.de</code> oder Kundennummer <code>45678901</code>, Passwort (keins)',
    )
    expect(html).toContain(
      '<a href="../login?scenario=light-user"><img src="pictures/light-user-1-phone.jpg" alt="Light-Konto ohne Passwort: /login (Smartphone)"',
    )
    // A picture links to the live page in that scenario, the path's own query kept.
    expect(html).toContain('<a href="../contacts?flags=contactForm&#38;scenario=light-user">')
  })
})
