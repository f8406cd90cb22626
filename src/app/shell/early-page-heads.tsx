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
import { OpenInvoicesLead } from '@/features/invoices/components/open-invoices-lead'
import { openInvoicesLeadFromAnswer } from '@/features/invoices/domain/open-invoices-lead-from-answer'
import type { EarlyLeadFromAnswer, EarlyLeadShop } from '@/shared/api/early-answers'
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
  /** The page's top as the page renders it (its `PageIntro`), in the same boxes; or its lines from its answer. */
  lead: ReactNode | LeadOfAnswer
  /** The route exists only with this flag (`FlagRoute`): without it, the frame shows no head. */
  flag?: FlagName
  /** A social-login account without a password sees another page here (the link to set one): no head then. */
  needsOwnPassword?: boolean
}

/**
 * A page whose first lines are its data, but need nothing of the app to be written: the frame shows them once
 * the page's first call has answered (the route script sends it with the login state), filled in by `read`
 * from the answer, in one of the `variants` as the page renders them with `{name}` stand-ins for the values.
 */
export type LeadOfAnswer = {
  variants: Record<string, ReactNode>
  /** The page's call whose answer it reads: the path of its URL. */
  callPath: string
  /** Runs in the route script (as its source): the variant and the values, or null where the app decides. */
  read: (body: unknown, shop: EarlyLeadShop) => EarlyLeadFromAnswer
}

export const isLeadOfAnswer = (lead: EarlyPageHead['lead']): lead is LeadOfAnswer =>
  typeof lead === 'object' && lead !== null && 'read' in lead

/** The stand-in for a value of a lead of an answer, as `read` names it. */
export const leadValue = (name: string) => `{${name}}`

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
  {
    path: paths.openInvoices.path,
    lead: {
      variants: {
        overdue: (
          <div className="stack">
            <OpenInvoicesLead balance={leadValue('balance')} overdue />
          </div>
        ),
        plain: (
          <div className="stack">
            <OpenInvoicesLead balance={leadValue('balance')} overdue={false} />
          </div>
        ),
      },
      callPath: '/invoices/open',
      read: openInvoicesLeadFromAnswer,
    },
  },
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
export function EarlyPageHeadView({ head, variant }: { head: EarlyPageHead; variant?: string }) {
  const section = sectionOf(head.path)
  return (
    <>
      {section ? <SectionHeading section={section} /> : null}
      {isLeadOfAnswer(head.lead) ? head.lead.variants[variant ?? ''] : head.lead}
    </>
  )
}
