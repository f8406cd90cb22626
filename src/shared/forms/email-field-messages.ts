import { defineMessages } from '@/shared/intl/define-messages'

/**
 * The email field's label and its required text (part of fieldMessages), in a module of their own: the
 * login page's username step needs only these, and the whole form kit's texts were 1.5 KiB of its first download.
 */
export const emailFieldMessages = defineMessages({
  email: { id: 'forms.email', defaultMessage: 'E-Mail-Adresse' },
  emailRequired: { id: 'forms.email.required', defaultMessage: 'Bitte geben Sie Ihre E-Mail-Adresse ein.' },
})
