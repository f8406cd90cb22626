import { describe, expect, it } from 'vitest'
import { defaultFlags } from '@flags/definitions'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { matchRoutes } from 'react-router'
import { createAppRoutes } from '../routes'
import { navigationGroups, sectionOf, visibleNavigation, type NavigationContext } from './navigation'

const fullUser: LoggedInUser = {
  firstName: 'Anna',
  lastName: 'Schmidt',
  customerNumber: '12345678',
  hasPassword: true,
  isLightUser: false,
}

function entryIds(overrides: Partial<NavigationContext> = {}) {
  const context: NavigationContext = {
    flags: defaultFlags('production'),
    user: fullUser,
    profileIncomplete: false,
    onCompleteProfileStep: false,
    locale: 'de',
    ...overrides,
  }
  return visibleNavigation(context).flatMap((group) => group.entries.map((entry) => entry.id))
}

describe('navigation groups (spec section 2)', () => {
  it(
    'shows every group of a complete profile, without contact while the contactForm flag is off',
    {
      tags: [
        'spec:2.navigation.my-orders',
        'spec:2.navigation.my-activity',
        'spec:2.navigation.my-profile',
        'spec:2.navigation.customer-service',
        'spec:3.flags.contactForm',
      ],
    },
    () => {
      expect(entryIds()).toEqual([
        'orders',
        'open-invoices',
        'withdrawal',
        'wishlist',
        'followed-creators',
        'product-history',
        'referrals',
        'my-profile',
        'change-email',
        'change-password',
        'my-addresses',
        'payment-methods',
        'faq',
      ])
    },
  )

  it(
    'adds contact when the contactForm flag is on',
    { tags: ['spec:2.navigation.customer-service', 'spec:3.flags.contactForm', 'spec:6.roles.menu-conditions'] },
    () => {
      expect(entryIds({ flags: { ...defaultFlags('production'), contactForm: true } })).toContain('contact')
    },
  )

  it(
    'offers "Vertrag widerrufen" while the withdrawalButton flag is on, never on the Swiss shop',
    { tags: ['spec:3.flags.withdrawalButton'] },
    () => {
      expect(entryIds({ locale: 'at' })).toContain('withdrawal')
      expect(entryIds({ locale: 'ch' })).not.toContain('withdrawal')
      expect(entryIds({ flags: { ...defaultFlags('production'), withdrawalButton: false } })).not.toContain(
        'withdrawal',
      )
    },
  )

  it(
    'leaves out the personal areas while the personalAreas flag is off',
    { tags: ['spec:2.navigation.my-activity', 'spec:3.flags.personalAreas', 'spec:6.roles.menu-conditions'] },
    () => {
      const ids = entryIds({ flags: { ...defaultFlags('production'), personalAreas: false } })
      expect(ids).not.toContain('followed-creators')
      expect(ids).not.toContain('product-history')
      expect(ids).not.toContain('referrals')
      expect(ids).toContain('wishlist')
    },
  )

  it('hides open invoices from a light user, keeping all orders', { tags: ['spec:2.navigation.my-orders'] }, () => {
    const ids = entryIds({ user: { ...fullUser, isLightUser: true } })
    expect(ids).toContain('orders')
    expect(ids).not.toContain('open-invoices')
  })

  it(
    'offers "set password" instead of "change password" to a social-login user without a password',
    { tags: ['spec:2.navigation.my-profile'] },
    () => {
      const ids = entryIds({ user: { ...fullUser, hasPassword: false, socialLoginProvider: 'GOOGLE' } })
      expect(ids).toContain('set-password')
      expect(ids).not.toContain('change-password')
    },
  )

  it(
    'keeps "change password" for a user without password and without social login',
    { tags: ['spec:2.navigation.my-profile'] },
    () => {
      const ids = entryIds({ user: { ...fullUser, hasPassword: false, socialLoginProvider: null } })
      expect(ids).toContain('change-password')
      expect(ids).not.toContain('set-password')
    },
  )

  it('hides parts of the profile while it is incomplete', { tags: ['spec:2.navigation.incomplete-profile'] }, () => {
    const ids = entryIds({ profileIncomplete: true })
    expect(ids).not.toContain('my-profile')
    expect(ids).not.toContain('change-email')
    expect(ids).not.toContain('payment-methods')
    expect(ids).toContain('my-addresses')
  })

  it('links only pages of the route table within the app', () => {
    const routes = createAppRoutes()
    const entries = navigationGroups.flatMap((group) => group.entries).filter((entry) => !entry.external)
    expect(entries.length).toBeGreaterThan(10)
    for (const entry of entries) {
      const to = typeof entry.to === 'string' ? entry.to : ''
      expect([to, matchRoutes(routes, to)?.at(-1)?.route.path]).not.toEqual([to, '*'])
      expect(matchRoutes(routes, to), to).not.toBeNull()
    }
  })

  it.each([
    ['de', 'https://www.hse.de/dpl/c/service/faq'],
    ['at', 'https://www.hse.at/dpl/c/service/faq'],
    ['ch', 'https://www.hse.ch/dpl/c/service/faq'],
  ] as const)('links the FAQ of the %s shop', { tags: ['spec:2.navigation.customer-service'] }, (locale, faqUrl) => {
    const faq = visibleNavigation({
      flags: defaultFlags('production'),
      user: fullUser,
      profileIncomplete: false,
      onCompleteProfileStep: false,
      locale,
    })
      .flatMap((group) => group.entries)
      .find((entry) => entry.id === 'faq')
    expect(faq?.to).toBe(faqUrl)
  })

  it('leads back from the contact form to the contact page', { tags: ['spec:2.shell.section-heading'] }, () => {
    expect(sectionOf('/contacts/form')?.parent).toBe('/contacts')
    expect(sectionOf('/contacts')?.parent).toBe('/')
  })

  it('matches section headings by path prefix, the longest first', { tags: ['spec:2.shell.section-heading'] }, () => {
    expect(sectionOf('/orders')?.parent).toBe('/')
    expect(sectionOf('/orders/o-1/returns')?.parent).toBe('/orders')
    expect(sectionOf('/my-addresses/billing-address')?.parent).toBe('/my-addresses')
    expect(sectionOf('/')).toBeUndefined()
  })
})
