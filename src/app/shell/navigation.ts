import type { MessageDescriptor } from 'react-intl'
import type { FlagValues } from '@flags/definitions'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { shellMessages } from './shell-messages'

export type NavigationContext = {
  flags: FlagValues
  user: LoggedInUser
  /** No billing address or no customer number (spec section 2). */
  profileIncomplete: boolean
  /** Whether the app routes this path, so the navigation never links to a screen that does not exist. */
  isRouted: (path: string) => boolean
}

export type NavigationEntry = {
  id: string
  label: MessageDescriptor
  /** An app path, or an external link. */
  to: string
  external?: boolean
  visible?: (context: NavigationContext) => boolean
}

export type NavigationGroup = { id: string; label: MessageDescriptor; entries: NavigationEntry[] }

const faqUrl = 'https://www.hse.de/dpl/c/service/faq'
const profileComplete = (context: NavigationContext) => !context.profileIncomplete

/** The navigation groups of spec section 2, with their flag and condition hiding. */
export const navigationGroups: NavigationGroup[] = [
  {
    id: 'orders',
    label: shellMessages.groupOrders,
    entries: [
      { id: 'orders', label: shellMessages.allOrders, to: '/orders' },
      {
        id: 'open-invoices',
        label: shellMessages.openInvoices,
        to: '/open-invoices',
        visible: (context) => !context.user.isLightUser,
      },
    ],
  },
  {
    id: 'activity',
    label: shellMessages.groupActivity,
    entries: [
      { id: 'wishlist', label: shellMessages.wishlist, to: '/wishlist' },
      { id: 'followed-creators', label: shellMessages.followedCreators, to: '/followed-creators' },
      { id: 'product-history', label: shellMessages.productHistory, to: '/product-history' },
      { id: 'referrals', label: shellMessages.referrals, to: '/my-referrals' },
    ],
  },
  {
    id: 'profile',
    label: shellMessages.groupProfile,
    entries: [
      { id: 'my-profile', label: shellMessages.myData, to: '/my-profile', visible: profileComplete },
      { id: 'change-email', label: shellMessages.changeEmail, to: '/change-email', visible: profileComplete },
      {
        id: 'change-password',
        label: shellMessages.changePassword,
        to: '/change-password',
        visible: (context) => !needsPasswordFromSocialLogin(context.user),
      },
      {
        id: 'set-password',
        label: shellMessages.setPassword,
        // The change-password screen offers the emailed set-password link to these customers.
        to: '/change-password',
        visible: (context) => needsPasswordFromSocialLogin(context.user),
      },
      { id: 'my-addresses', label: shellMessages.addresses, to: '/my-addresses' },
      { id: 'payment-methods', label: shellMessages.paymentMethods, to: '/payment-methods', visible: profileComplete },
    ],
  },
  {
    id: 'service',
    label: shellMessages.groupService,
    entries: [
      { id: 'faq', label: shellMessages.faq, to: faqUrl, external: true },
      { id: 'contact', label: shellMessages.contact, to: '/contacts', visible: (context) => context.flags.contactForm },
    ],
  },
]

/** "Set password" instead of "change password": no password, but a social login provider. */
export function needsPasswordFromSocialLogin(user: LoggedInUser): boolean {
  return user.hasPassword === false && Boolean(user.socialLoginProvider)
}

/** The groups as this customer sees them: hidden entries and unrouted screens left out, empty groups dropped. */
export function visibleNavigation(context: NavigationContext): NavigationGroup[] {
  return navigationGroups
    .map((group) => ({
      ...group,
      entries: group.entries.filter(
        (entry) => (entry.external || context.isRouted(entry.to)) && (entry.visible?.(context) ?? true),
      ),
    }))
    .filter((group) => group.entries.length > 0)
}

/** Section headings, matched by the longest path prefix (spec section 2). */
const sections: Array<{ pattern: RegExp; heading: MessageDescriptor; parent: string }> = [
  { pattern: /^\/orders\/[^/]+/, heading: shellMessages.orderDetails, parent: '/orders' },
  { pattern: /^\/orders/, heading: shellMessages.allOrders, parent: '/' },
  { pattern: /^\/wishlist/, heading: shellMessages.wishlist, parent: '/' },
  { pattern: /^\/open-invoices/, heading: shellMessages.openInvoices, parent: '/' },
  { pattern: /^\/my-referrals/, heading: shellMessages.referrals, parent: '/' },
  { pattern: /^\/my-profile/, heading: shellMessages.myData, parent: '/' },
  { pattern: /^\/my-addresses\/.+/, heading: shellMessages.addressBook, parent: '/my-addresses' },
  { pattern: /^\/my-addresses/, heading: shellMessages.addresses, parent: '/' },
  { pattern: /^\/change-password/, heading: shellMessages.changePassword, parent: '/' },
  { pattern: /^\/change-email/, heading: shellMessages.changeEmail, parent: '/' },
  { pattern: /^\/payment-methods/, heading: shellMessages.paymentMethods, parent: '/' },
  { pattern: /^\/contacts/, heading: shellMessages.contact, parent: '/' },
  { pattern: /^\/product-history/, heading: shellMessages.productHistory, parent: '/' },
  { pattern: /^\/followed-creators/, heading: shellMessages.followedCreators, parent: '/' },
]

export function sectionOf(pathname: string): { heading: MessageDescriptor; parent: string } | undefined {
  return sections.find((section) => section.pattern.test(pathname))
}
