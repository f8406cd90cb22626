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
import { OpenInvoicesBalance, OverdueInvoicesNotice } from '@/features/invoices/components/open-invoices-lead'
import { OrderProgress } from '@/features/orders/components/order-progress'
import {
  OrderCancelledNotice,
  OrderCardHead,
  OrderedOn,
  ReturnLink,
  ReturnRequestedOn,
} from '@/features/orders/components/order-summary-lines'
import {
  WithdrawalBlocked,
  WithdrawalExpired,
  WithdrawalOpen,
} from '@/features/orders/components/order-withdrawal-offer'
import { orderDetailsLeadFlags } from '@/features/orders/domain/order-details-lead-from-answer'
import { orderStatuses } from '@/features/orders/api/order-schemas'
import { progressSteps } from '@/features/orders/order-status'
import type { EarlyLeadReaderName } from '../early-lead-readers'
import { leadSlotAttribute } from './show-early-lead'
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
 * A page whose first lines are its data, but follow from its first answer alone: the frame shows them once that
 * call has answered (the route script sends it with the login state). The page's `reader` (a function of
 * src/app/early-lead-readers.ts, run in the browser before the app) names the `pieces` in order and the values for
 * their `{name}` stand-ins (`leadValue`); the pieces go into the `box`'s element marked with `leadSlot`. Box and
 * pieces are the page's own components, so the frame shows the lines as the page renders them.
 */
export type LeadOfAnswer = {
  box: ReactNode
  pieces: Record<string, ReactNode>
  /** The page's call whose answer it reads: the path of its URL. */
  callPath: string
  reader: EarlyLeadReaderName
  /** The flags the reader needs (from the flags' early answer, else their defaults). */
  flags?: readonly FlagName[]
}

export const isLeadOfAnswer = (lead: EarlyPageHead['lead']): lead is LeadOfAnswer =>
  typeof lead === 'object' && lead !== null && 'reader' in lead

/** The stand-in for a value of a lead of an answer, as its reader names it. */
export const leadValue = (name: string) => `{${name}}`
/** Marks the element of a lead's box the pieces go into (the route script takes the mark away). */
export const leadSlot = { [leadSlotAttribute]: '' }

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
      box: <div className="stack" {...leadSlot} />,
      pieces: { balance: <OpenInvoicesBalance balance={leadValue('balance')} />, overdue: <OverdueInvoicesNotice /> },
      callPath: '/invoices/open',
      reader: 'openInvoices',
    },
  },
  {
    path: paths.orderDetails.path,
    lead: {
      box: (
        <div className="stack">
          <div className="card stack" {...leadSlot} />
        </div>
      ),
      pieces: {
        ...Object.fromEntries(
          orderStatuses.map((status) => [
            `head-${status}`,
            <OrderCardHead number={leadValue('number')} status={status} />,
          ]),
        ),
        orderedOn: <OrderedOn date={leadValue('orderedOn')} />,
        cancelledNotice: <OrderCancelledNotice />,
        ...Object.fromEntries(
          progressSteps.map((step, index) => [`progress-${index}`, <OrderProgress status={step} />]),
        ),
        returnRequested: <ReturnRequestedOn date={leadValue('returnRequestedOn')} />,
        returnLink: <ReturnLink orderId={leadValue('id')} />,
        'withdrawalBlocked-returned': <WithdrawalBlocked reason="returned" />,
        'withdrawalBlocked-withdrawn': <WithdrawalBlocked reason="withdrawn" />,
        withdrawalExpired: <WithdrawalExpired date={leadValue('withdrawalEndsOn')} />,
        withdrawalOpen: <WithdrawalOpen endsOn={leadValue('withdrawalEndsOn')} orderId={leadValue('id')} />,
        withdrawalNotStarted: <WithdrawalOpen endsOn={null} orderId={leadValue('id')} />,
      },
      callPath: '/orders/{0}',
      reader: 'orderDetails',
      flags: orderDetailsLeadFlags,
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

/** A page's head as the shell and the page render it: the section's back link and heading, then the page's lead (or its box). */
export function EarlyPageHeadView({ head }: { head: EarlyPageHead }) {
  const section = sectionOf(head.path)
  return (
    <>
      {section ? <SectionHeading section={section} /> : null}
      {isLeadOfAnswer(head.lead) ? head.lead.box : head.lead}
    </>
  )
}
