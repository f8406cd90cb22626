import type { MessageDescriptor } from 'react-intl'
import { matchPath } from 'react-router'
import type { FlagValues } from '@flags/definitions'
import { shopFaqUrl, type ShopLocale } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { commonMessages } from '@/shared/intl/common-messages'
// The withdrawal entry's rule and texts by module, not through the orders index: the shell loads with
// every page, and the index would bring the order schemas along.
import { shopOffersWithdrawal } from '@/features/orders/domain/withdrawal-shops'
import { withdrawalEntryMessage } from '@/features/orders/domain/withdrawal-entry-message'
import { sectionMessages } from '@/shared/intl/section-messages'
import type { LoggedInUser } from '@/shared/session/session-schemas'
import { needsPasswordFromSocialLogin } from '@/shared/session/needs-password-from-social-login'
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
const personalAreas = (context: NavigationContext) => context.flags.personalAreas

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
      {
        id: 'withdrawal',
        label: withdrawalEntryMessage,
        // The public withdrawal page, prefilled for the signed-in customer.
        to: paths.withdrawal.getHref(),
        visible: (context) => context.flags.withdrawalButton && shopOffersWithdrawal(context.locale),
      },
    ],
  },
  {
    id: 'activity',
    label: shellMessages.groupActivity,
    entries: [
      { id: 'wishlist', label: sectionMessages.wishlist, to: paths.wishlist.getHref() },
      {
        id: 'followed-creators',
        label: sectionMessages.followedCreators,
        to: paths.followedCreators.getHref(),
        visible: personalAreas,
      },
      {
        id: 'product-history',
        label: sectionMessages.productHistory,
        to: paths.productHistory.getHref(),
        visible: personalAreas,
      },
      { id: 'referrals', label: sectionMessages.referrals, to: paths.myReferrals.getHref(), visible: personalAreas },
    ],
  },
  {
    id: 'profile',
    label: shellMessages.groupProfile,
    entries: [
      { id: 'my-profile', label: sectionMessages.myData, to: paths.myProfile.getHref(), visible: profileComplete },
      {
        id: 'change-email',
        label: sectionMessages.changeEmail,
        to: paths.changeEmail.getHref(),
        visible: profileComplete,
      },
      {
        id: 'change-password',
        label: sectionMessages.changePassword,
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
      { id: 'my-addresses', label: sectionMessages.addresses, to: paths.myAddresses.getHref() },
      {
        id: 'payment-methods',
        label: sectionMessages.paymentMethods,
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
  { path: paths.myProfile.path, heading: sectionMessages.myData, parent: paths.home.getHref() },
  { path: paths.editBankDetails.path, heading: sectionMessages.paymentMethods, parent: paths.paymentMethods.getHref() },
  { path: paths.editAddress.path, heading: sectionMessages.addressBook, parent: paths.myAddresses.getHref() },
  { path: paths.myAddresses.path, heading: sectionMessages.addresses, parent: paths.home.getHref() },
  { path: paths.changePassword.path, heading: sectionMessages.changePassword, parent: paths.home.getHref() },
  { path: paths.changeEmail.path, heading: sectionMessages.changeEmail, parent: paths.home.getHref() },
  { path: paths.paymentMethods.path, heading: sectionMessages.paymentMethods, parent: paths.home.getHref() },
  { path: paths.contactForm.path, heading: sectionMessages.contactForm, parent: paths.contacts.getHref() },
  { path: paths.contacts.path, heading: sectionMessages.contact, parent: paths.home.getHref() },
  { path: paths.productHistory.path, heading: sectionMessages.productHistory, parent: paths.home.getHref() },
  { path: paths.followedCreators.path, heading: sectionMessages.followedCreators, parent: paths.home.getHref() },
]

export function sectionOf(
  pathname: string,
  user?: LoggedInUser | null,
): { heading: MessageDescriptor; parent: string } | undefined {
  const section = sections.find((candidate) => matchPath({ path: candidate.path, end: false }, pathname))
  // The change-password page sets a first password for a social-login account, as its navigation entry says.
  if (section?.path === paths.changePassword.path && user && needsPasswordFromSocialLogin(user))
    return { ...section, heading: commonMessages.setPassword }
  return section
}
