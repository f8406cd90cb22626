import type { MessageDescriptor } from 'react-intl'
import { matchPath } from 'react-router'
import type { FlagValues } from '@flags/definitions'
import { shopFaqUrl, type ShopLocale } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
import { sectionMessages } from '@/shared/intl/section-messages'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { shellMessages } from './shell-messages'

export type NavigationContext = {
  flags: FlagValues
  user: LoggedInUser
  /** No billing address or no customer number (spec section 2). */
  profileIncomplete: boolean
  /** Whether the app routes this path, so the navigation never links to a screen that does not exist. */
  isRouted: (path: string) => boolean
  /** The shop the app runs for: external shop links go to its host (.de, .at, .ch). */
  locale: ShopLocale
}

export type NavigationEntry = {
  id: string
  label: MessageDescriptor
  /** An app path, or an external link. */
  to: string
  external?: boolean
  visible?: (context: NavigationContext) => boolean
}

/** An entry of the table below; a link that depends on the shop is resolved for the runtime locale. */
type NavigationEntryDefinition = Omit<NavigationEntry, 'to'> & { to: string | ((context: NavigationContext) => string) }

export type NavigationGroup = { id: string; label: MessageDescriptor; entries: NavigationEntry[] }

const faqUrl = (context: NavigationContext) => shopFaqUrl(context.locale)
const profileComplete = (context: NavigationContext) => !context.profileIncomplete

/** The navigation groups of spec section 2, with their flag and condition hiding. */
export const navigationGroups: Array<Omit<NavigationGroup, 'entries'> & { entries: NavigationEntryDefinition[] }> = [
  {
    id: 'orders',
    label: shellMessages.groupOrders,
    entries: [
      { id: 'orders', label: sectionMessages.allOrders, to: paths.orders.getHref() },
      {
        id: 'open-invoices',
        label: sectionMessages.openInvoices,
        to: paths.openInvoices.getHref(),
        visible: (context) => !context.user.isLightUser,
      },
    ],
  },
  {
    id: 'activity',
    label: shellMessages.groupActivity,
    entries: [
      { id: 'wishlist', label: sectionMessages.wishlist, to: paths.wishlist.getHref() },
      { id: 'followed-creators', label: sectionMessages.followedCreators, to: paths.followedCreators.getHref() },
      { id: 'product-history', label: sectionMessages.productHistory, to: paths.productHistory.getHref() },
      { id: 'referrals', label: sectionMessages.referrals, to: paths.myReferrals.getHref() },
    ],
  },
  {
    id: 'profile',
    label: shellMessages.groupProfile,
    entries: [
      { id: 'my-profile', label: shellMessages.myData, to: paths.myProfile.getHref(), visible: profileComplete },
      {
        id: 'change-email',
        label: shellMessages.changeEmail,
        to: paths.changeEmail.getHref(),
        visible: profileComplete,
      },
      {
        id: 'change-password',
        label: shellMessages.changePassword,
        to: paths.changePassword.getHref(),
        visible: (context) => !needsPasswordFromSocialLogin(context.user),
      },
      {
        id: 'set-password',
        label: commonMessages.setPassword,
        // The change-password screen offers the emailed set-password link to these customers.
        to: paths.changePassword.getHref(),
        visible: (context) => needsPasswordFromSocialLogin(context.user),
      },
      { id: 'my-addresses', label: shellMessages.addresses, to: paths.myAddresses.getHref() },
      {
        id: 'payment-methods',
        label: shellMessages.paymentMethods,
        to: paths.paymentMethods.getHref(),
        visible: profileComplete,
      },
    ],
  },
  {
    id: 'service',
    label: shellMessages.groupService,
    entries: [
      { id: 'faq', label: commonMessages.faq, to: faqUrl, external: true },
      {
        id: 'contact',
        label: sectionMessages.contact,
        to: paths.contacts.getHref(),
        visible: (context) => context.flags.contactForm,
      },
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
      entries: group.entries
        .map((entry) => ({ ...entry, to: typeof entry.to === 'function' ? entry.to(context) : entry.to }))
        .filter((entry) => (entry.external || context.isRouted(entry.to)) && (entry.visible?.(context) ?? true)),
    }))
    .filter((group) => group.entries.length > 0)
}

/**
 * Section headings (spec section 2): a section covers its path and everything below it, the most
 * specific first; `parent` is where its back link leads.
 */
const sections: Array<{ path: string; heading: MessageDescriptor; parent: string }> = [
  { path: paths.orderDetails.path, heading: shellMessages.orderDetails, parent: paths.orders.getHref() },
  { path: paths.orders.path, heading: sectionMessages.allOrders, parent: paths.home.getHref() },
  { path: paths.wishlist.path, heading: sectionMessages.wishlist, parent: paths.home.getHref() },
  { path: paths.openInvoices.path, heading: sectionMessages.openInvoices, parent: paths.home.getHref() },
  { path: paths.myReferrals.path, heading: sectionMessages.referrals, parent: paths.home.getHref() },
  { path: paths.myProfile.path, heading: shellMessages.myData, parent: paths.home.getHref() },
  { path: paths.editAddress.path, heading: shellMessages.addressBook, parent: paths.myAddresses.getHref() },
  { path: paths.myAddresses.path, heading: shellMessages.addresses, parent: paths.home.getHref() },
  { path: paths.changePassword.path, heading: shellMessages.changePassword, parent: paths.home.getHref() },
  { path: paths.changeEmail.path, heading: shellMessages.changeEmail, parent: paths.home.getHref() },
  { path: paths.paymentMethods.path, heading: shellMessages.paymentMethods, parent: paths.home.getHref() },
  { path: paths.contactForm.path, heading: sectionMessages.contactForm, parent: paths.contacts.getHref() },
  { path: paths.contacts.path, heading: sectionMessages.contact, parent: paths.home.getHref() },
  { path: paths.productHistory.path, heading: sectionMessages.productHistory, parent: paths.home.getHref() },
  { path: paths.followedCreators.path, heading: sectionMessages.followedCreators, parent: paths.home.getHref() },
]

export function sectionOf(pathname: string): { heading: MessageDescriptor; parent: string } | undefined {
  return sections.find((section) => matchPath({ path: section.path, end: false }, pathname))
}
