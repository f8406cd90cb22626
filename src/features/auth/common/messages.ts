import { defineMessages } from '@/shared/intl/define-messages'

/** Words several sign-in flows share: the account a step is about and the ways back to the login. */
export const authMessages = defineMessages({
  account: { id: 'auth.account', defaultMessage: 'Kundenkonto' },
  change: { id: 'auth.change', defaultMessage: 'Ändern' },
})
