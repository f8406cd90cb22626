import type { ReactNode } from 'react'
import type { MessageDescriptor } from 'react-intl'
import type { FlagName } from '@flags/definitions'
import { companyName } from '@/shared/config/locales'
import { paths } from '@/shared/config/paths'
import { PageIntro } from '@/shared/ui/page-intro'
import { changeEmailMessages, changePasswordMessages } from '@/features/account-settings/messages'
import { addressMessages } from '@/features/addresses/messages'
import { customerServiceMessages } from '@/features/customer-service/messages'
import { followedCreatorsMessages } from '@/features/followed-creators/messages'
import { orderMessages } from '@/features/orders/messages'
import { paymentMethodsPageMessages } from '@/features/payment-methods/messages'
import { productHistoryMessages } from '@/features/product-history/messages'
import { referralMessages } from '@/features/referrals/messages'
import { UnderConstructionPage } from '../pages/under-construction-page'
import { SectionHeading } from './account-shell'
import { sectionOf } from './navigation'

/**
 * An account page whose first lines are the same for everyone: the early account frame shows them, below
 * its banner, before the page's code has loaded (scripts/prerender-plugin.mjs renders each into a
 * `<template>` of index.html). They are the largest text of these pages, so the page's largest paint comes
 * with the frame instead of after the app's script. A page that shows its first lines only with its data
 * does not belong here: the frame would show what the page then takes away.
 */
export type EarlyPageHead = {
  /** The route's path, as in paths.ts. */
  path: string
  /** The page's top as the page renders it (its `PageIntro`), in the same boxes. */
  lead: ReactNode
  /** The route exists only with this flag (`FlagRoute`): without it, the frame shows no head. */
  flag?: FlagName
  /** A social-login account without a password sees another page here (the link to set one): no head then. */
  needsOwnPassword?: boolean
}

// Each lead: the page's intro in the boxes its page puts it in (early-page-heads.test.tsx compares them).
export const earlyPageHeads: EarlyPageHead[] = [
  {
    path: paths.changePassword.path,
    lead: (
      <div className="stack">
        <div className="card stack account-settings">
          <PageIntro message={changePasswordMessages.intro} />
        </div>
      </div>
    ),
    needsOwnPassword: true,
  },
  {
    path: paths.changeEmail.path,
    lead: (
      <div className="card stack account-settings">
        <PageIntro message={changeEmailMessages.intro} />
      </div>
    ),
    needsOwnPassword: true,
  },
  {
    path: paths.myReferrals.path,
    lead: (
      <div className="card stack">
        <PageIntro message={referralMessages.intro} values={{ company: companyName }} />
      </div>
    ),
  },
  { path: paths.orderReturns.path, lead: introAbove(orderMessages.returnIntro) },
  { path: paths.billingAddress.path, lead: introAbove(addressMessages.billingIntro) },
  { path: paths.editBankDetails.path, lead: introAbove(paymentMethodsPageMessages.editIntro) },
  { path: paths.followedCreators.path, lead: introAbove(followedCreatorsMessages.intro) },
  { path: paths.productHistory.path, lead: introAbove(productHistoryMessages.intro) },
  { path: paths.contacts.path, lead: introAbove(customerServiceMessages.contactsIntro), flag: 'contactForm' },
  {
    path: paths.contactForm.path,
    lead: (
      <div className="card stack contact-form">
        <PageIntro className="muted" message={customerServiceMessages.formIntro} />
      </div>
    ),
    flag: 'contactForm',
  },
  { path: paths.underConstruction.path, lead: <UnderConstructionPage />, flag: 'fakePages' },
]

/** An intro above the page's cards, in the page's column. */
function introAbove(message: MessageDescriptor) {
  return (
    <div className="stack">
      <PageIntro message={message} />
    </div>
  )
}

/** A page's head as the shell and the page render it: the section's back link and heading, then the page's lead. */
export function EarlyPageHeadView({ head }: { head: EarlyPageHead }) {
  const section = sectionOf(head.path)
  return (
    <>
      {section ? <SectionHeading section={section} /> : null}
      {head.lead}
    </>
  )
}
