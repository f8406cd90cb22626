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
  /** On the complete-profile step (the billing address page), where the profile's parts show all the same. */
  onCompleteProfileStep: boolean
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
const profileComplete = (context: NavigationContext) => !context.profileIncomplete || context.onCompleteProfileStep
const personalAreas = (context: NavigationContext) => context.flags.personalAreas
const ownPassword = (context: NavigationContext) => !needsPasswordFromSocialLogin(context.user)

/** An entry of the table: an app path, shown where `visible` says so (always without it). */
const link = (
  id: string,
  label: MessageDescriptor,
  to: string,
  visible?: NavigationEntry['visible'],
): NavigationEntryDefinition => ({ id, label, to, ...(visible ? { visible } : {}) })

/** The navigation groups of spec section 2, with their flag and condition hiding. */
export const navigationGroups: Array<Omit<NavigationGroup, 'entries'> & { entries: NavigationEntryDefinition[] }> = [
  {
    id: 'orders',
    label: shellMessages.groupOrders,
    entries: [
      link('orders', sectionMessages.allOrders, paths.orders.getHref()),
      link('open-invoices', sectionMessages.openInvoices, paths.openInvoices.getHref(), (c) => !c.user.isLightUser),
      // The public withdrawal page, prefilled for the signed-in customer.
      link('withdrawal', withdrawalEntryMessage, paths.withdrawal.getHref(), (context) => {
        return context.flags.withdrawalButton && shopOffersWithdrawal(context.locale)
      }),
    ],
  },
  {
    id: 'activity',
    label: shellMessages.groupActivity,
    entries: [
      link('wishlist', sectionMessages.wishlist, paths.wishlist.getHref()),
      link('followed-creators', sectionMessages.followedCreators, paths.followedCreators.getHref(), personalAreas),
      link('product-history', sectionMessages.productHistory, paths.productHistory.getHref(), personalAreas),
      link('referrals', sectionMessages.referrals, paths.myReferrals.getHref(), personalAreas),
    ],
  },
  {
    id: 'profile',
    label: shellMessages.groupProfile,
    entries: [
      link('my-profile', sectionMessages.myData, paths.myProfile.getHref(), profileComplete),
      link('change-email', sectionMessages.changeEmail, paths.changeEmail.getHref(), profileComplete),
      link('change-password', sectionMessages.changePassword, paths.changePassword.getHref(), ownPassword),
      // The change-password screen offers the emailed set-password link to these customers.
      link('set-password', commonMessages.setPassword, paths.changePassword.getHref(), (c) => !ownPassword(c)),
      link('my-addresses', sectionMessages.addresses, paths.myAddresses.getHref()),
      link('payment-methods', sectionMessages.paymentMethods, paths.paymentMethods.getHref(), profileComplete),
    ],
  },
  {
    id: 'service',
    label: shellMessages.groupService,
    entries: [
      { id: 'faq', label: commonMessages.faq, to: faqUrl, external: true },
      link('contact', sectionMessages.contact, paths.contacts.getHref(), (context) => context.flags.contactForm),
    ],
  },
]

/** The groups as this customer sees them: hidden entries left out, empty groups dropped. */
export function visibleNavigation(context: NavigationContext): NavigationGroup[] {
  return navigationGroups
    .map((group) => ({
      ...group,
      entries: group.entries
        .map((entry) => ({ ...entry, to: typeof entry.to === 'function' ? entry.to(context) : entry.to }))
        .filter((entry) => entry.visible?.(context) ?? true),
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
