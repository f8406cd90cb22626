import type { ReactNode } from 'react'
import type { FlagName } from '@flags/definitions'
import { paths } from '@/shared/config/paths'
import { ChangeEmailLead, ChangePasswordLead } from '@/features/account-settings/components/account-settings-leads'
import { BillingAddressLead } from '@/features/addresses/components/addresses-leads'
import { ContactFormLead, ContactsLead } from '@/features/customer-service/components/customer-service-leads'
import { FollowedCreatorsLead } from '@/features/followed-creators/components/followed-creators-leads'
import { EditBankDetailsLead } from '@/features/payment-methods/components/payment-methods-leads'
import { ReferralsLead } from '@/features/referrals/components/referrals-leads'
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
  /** The page's top as the page renders it, in the same boxes (each feature's `…Lead`). */
  lead: ReactNode
  /** The route exists only with this flag (`FlagRoute`): without it, the frame shows no head. */
  flag?: FlagName
  /** A social-login account without a password sees another page here (the link to set one): no head then. */
  needsOwnPassword?: boolean
}

export const earlyPageHeads: EarlyPageHead[] = [
  { path: paths.changePassword.path, lead: <ChangePasswordLead />, needsOwnPassword: true },
  { path: paths.changeEmail.path, lead: <ChangeEmailLead />, needsOwnPassword: true },
  { path: paths.myReferrals.path, lead: <ReferralsLead /> },
  { path: paths.billingAddress.path, lead: <BillingAddressLead /> },
  { path: paths.editBankDetails.path, lead: <EditBankDetailsLead /> },
  { path: paths.followedCreators.path, lead: <FollowedCreatorsLead /> },
  { path: paths.contacts.path, lead: <ContactsLead />, flag: 'contactForm' },
  { path: paths.contactForm.path, lead: <ContactFormLead />, flag: 'contactForm' },
  { path: paths.underConstruction.path, lead: <UnderConstructionPage />, flag: 'fakePages' },
]

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
