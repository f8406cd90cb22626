import { z } from 'zod'
import {
  changeEmail,
  confirmEmailChange,
  emailChangeConfirmationSchema,
  type ChangeEmailRequest,
} from '@/features/account-settings/api/change-email-api'
import { changePassword } from '@/features/account-settings/api/change-password-api'
import { deleteAccount } from '@/features/account-settings/api/delete-account-api'
import {
  bankingDetailsSchema,
  deleteBankingDetails,
  getBankingDetails,
  saveBankingDetails,
  type BankingDetailsInput,
} from '@/features/payment-methods/api/banking-details'
import { ibanValidationSchema, verifyIban } from '@/features/payment-methods/api/iban-validation'
import {
  preferableMethods,
  preferredPaymentAnswerSchema,
  preferredPaymentRefusals,
  setPreferredPayment,
} from '@/features/payment-methods/api/preferred-payment'
import {
  sendSupportRequest,
  supportRequestResponseSchema,
  type SupportRequest,
} from '@/features/customer-service/api/support-request-api'
import { latestToken } from '../example-kit'
import type { ErrorAnswer, Operation } from '../operation'
import { badRequest, notRead, unauthorized } from '../operation-kit'

const bankingDetailsNotFound: ErrorAnswer = {
  status: 404,
  meaning: 'No bank details stored.',
  cases: [
    {
      code: 'BANKING_DETAILS_NOT_FOUND',
      meaning: 'Reading: no bank details (not a failure); deleting: "delete bank account failed".',
    },
  ],
}
const ibanRefused = {
  code: 'INVALID_IBAN',
  meaning: 'IBAN invalid (spec section 8): shown at the IBAN.',
}
const wrongPassword = (meaning: string): ErrorAnswer => ({
  status: 403,
  meaning: 'The password is wrong (spec section 8).',
  cases: [{ code: 'wrong_password', meaning }],
})

const anna = { email: 'anna.schmidt@example.de', password: 'Sommer2026!' }
const ibanOfCommerzbank = 'DE89370400440532013000'

/** Bank details, account settings and the support form (spec section 7, "Bank", "Email", "Passwords", "Account", "Support"). */
export const accountCalls: Operation[] = [
  {
    operationId: 'getBankingDetails',
    service: 'customer',
    method: 'GET',
    path: '/user/banking-details',
    summary: 'The stored bank details (IBAN masked on display)',
    session: 'required',
    answer: { status: 200, schema: bankingDetailsSchema, name: 'BankingDetails', description: 'The bank details.' },
    errors: [unauthorized, bankingDetailsNotFound],
    example: { scenario: 'default', run: () => getBankingDetails() },
  },
  {
    operationId: 'saveBankingDetails',
    service: 'customer',
    method: 'POST',
    path: '/user/banking-details',
    summary: 'Stores bank details: the IBAN uppercased without spaces, the bank name from its validation',
    assumed: 'The body and the answer (the details as stored).',
    session: 'required',
    body: z.strictObject({
      accountHolder: z.string(),
      iban: z.string(),
      bankName: z.string(),
    }) satisfies z.ZodType<BankingDetailsInput>,
    answer: {
      status: 200,
      schema: bankingDetailsSchema,
      name: 'BankingDetails',
      description: 'The bank details as stored.',
    },
    errors: [unauthorized, badRequest(ibanRefused, { code: 'ACCOUNT_HOLDER_REQUIRED', meaning: 'The generic error.' })],
    example: {
      scenario: 'default',
      run: () =>
        saveBankingDetails({ accountHolder: 'Anna Schmidt', iban: ibanOfCommerzbank, bankName: 'Commerzbank' }),
    },
  },
  {
    operationId: 'deleteBankingDetails',
    service: 'customer',
    method: 'DELETE',
    path: '/user/banking-details',
    summary: 'Deletes the bank details',
    session: 'required',
    answer: { status: 204, description: 'Deleted.' },
    errors: [unauthorized, bankingDetailsNotFound],
    example: { scenario: 'default', run: () => deleteBankingDetails() },
  },
  {
    operationId: 'validateIban',
    service: 'payment',
    method: 'POST',
    path: '/iban/validation',
    summary: 'Validates an IBAN and names its bank',
    session: 'required',
    body: z.strictObject({ iban: z.string().describe('Uppercase, without spaces.') }),
    answer: { status: 200, schema: ibanValidationSchema, description: 'The bank of the IBAN.' },
    errors: [unauthorized, badRequest(ibanRefused)],
    example: { scenario: 'default', run: () => verifyIban(ibanOfCommerzbank) },
  },
  {
    operationId: 'setPreferredPayment',
    service: 'customer',
    method: 'PATCH',
    path: '/user/preferred-payment',
    summary: 'Sets the preferred payment method',
    assumed: 'The answer (the method now preferred).',
    session: 'required',
    body: z.strictObject({ preferredPaymentMethod: z.enum(preferableMethods) }),
    answer: { status: 200, schema: preferredPaymentAnswerSchema, description: 'Preferred.' },
    errors: [
      unauthorized,
      badRequest(
        {
          code: preferredPaymentRefusals.installment,
          meaning: 'Installment purchase cannot be preferred: shown at the choice.',
        },
        {
          code: preferredPaymentRefusals.bankingDetailsMissing,
          meaning: 'Direct debit without bank details: shown at the choice.',
        },
      ),
    ],
    example: { scenario: 'default', run: () => setPreferredPayment('INVOICE') },
  },
  {
    operationId: 'changeEmail',
    service: 'customer',
    method: 'POST',
    path: '/user/change-email',
    summary: 'Mails a confirmation link to the new address',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    headers: ['requestSource'],
    body: z.strictObject({
      password: z.string(),
      newEmail: z.string(),
      newsletterOptIn: z.boolean(),
    }) satisfies z.ZodType<ChangeEmailRequest>,
    answer: { status: 200, schema: notRead('The link is mailed to the new address.'), description: 'Mailed.' },
    errors: [
      unauthorized,
      {
        status: 400,
        meaning:
          'Spec section 8: with the email-already-exists key (as `code`, or as the `path` of one of `errors`) the address is taken; any other 400: the address is invalid.',
        cases: [
          {
            code: 'INVALID_REQUEST',
            meaning: 'The address is taken.',
            extra: { errors: [{ path: 'email_already_exists' }] },
          },
          { code: 'email_already_exists', meaning: 'The address is taken.' },
        ],
      },
      wrongPassword('Wrong password, at the password field.'),
    ],
    example: {
      scenario: 'account-settings',
      run: () => changeEmail({ password: anna.password, newEmail: 'anna.neu@example.de', newsletterOptIn: false }),
    },
  },
  {
    operationId: 'confirmEmailChange',
    service: 'customer',
    method: 'POST',
    path: '/user/change-email/doi/verify',
    summary: 'Confirms the new address from the mailed link; it is the username from now on',
    assumed: 'The answer (the new address): "change-email confirm response shape: not shown".',
    session: 'none',
    body: z.strictObject({ token: z.string() }),
    bodyName: 'MailedToken',
    answer: { status: 200, schema: emailChangeConfirmationSchema, description: 'Confirmed.' },
    errors: [
      {
        status: 410,
        meaning: 'The confirmation link expired (spec section 8).',
        cases: [{ code: 'email_change_link_expired', meaning: 'The page says the link expired.' }],
      },
      {
        status: 409,
        meaning:
          'The link confirmed this change already (a retry after a lost answer, or the link opened again); the address in `email`.',
        cases: [
          {
            code: 'email_change_already_confirmed',
            meaning: 'The page shows the change confirmed, with `email`: not "expired, your address is unchanged".',
            extra: { email: 'anna.neu@example.de' },
          },
        ],
        schema: emailChangeConfirmationSchema,
      },
    ],
    example: {
      scenario: 'account-settings',
      run: async () => {
        await changeEmail({ password: anna.password, newEmail: 'anna.neu@example.de', newsletterOptIn: false })
        return confirmEmailChange(latestToken('email-change'))
      },
    },
  },
  {
    operationId: 'changePassword',
    service: 'customer',
    method: 'POST',
    path: '/user/change-password',
    summary: 'Changes the password',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    body: z.strictObject({ currentPassword: z.string(), newPassword: z.string() }),
    answer: { status: 200, schema: notRead('Changed.'), description: 'Changed.' },
    errors: [
      {
        status: 401,
        meaning: 'The sign-in token was refused: "wrong token".',
        cases: [{ code: 'UNAUTHORIZED', meaning: 'The page asks to sign in again.' }],
      },
      badRequest({ code: 'password_same_as_old', meaning: 'The new password is the old one: "same as old".' }),
      wrongPassword('Wrong current password.'),
    ],
    example: {
      scenario: 'default',
      run: () => changePassword({ currentPassword: anna.password, newPassword: 'Herbstlaub2026!' }),
    },
  },
  {
    operationId: 'deleteAccount',
    service: 'customer',
    method: 'POST',
    path: '/user/delete-account',
    summary: 'Deletes the account and ends the session',
    assumed: 'The answer: the spec shows none.',
    session: 'required',
    body: z.strictObject({ password: z.string() }),
    answer: { status: 200, schema: notRead('Deleted; the session has ended.'), description: 'Deleted.' },
    errors: [
      unauthorized,
      {
        status: 403,
        meaning:
          'Refused: the app shows the service\'s `detail` (spec section 8: "server detail or app.genericError").',
        cases: [
          {
            code: 'wrong_password',
            meaning: 'The detail text.',
            extra: { detail: 'Das eingegebene Passwort ist nicht korrekt. Ihr Kundenkonto wurde nicht gelöscht.' },
          },
          {
            code: 'no_password',
            meaning: 'The detail text.',
            extra: { detail: 'Für Ihr Kundenkonto ist noch kein Passwort festgelegt.' },
          },
        ],
      },
    ],
    example: { scenario: 'default', run: () => deleteAccount(anna.password) },
  },
  {
    operationId: 'sendSupportRequest',
    service: 'customer',
    method: 'POST',
    path: '/user/support-requests',
    summary: 'Sends the contact form',
    assumed:
      'The body (email, subject, message) and the answer (its id, 201): "Support-request response shape: not shown".',
    session: 'required',
    headers: ['correlation'],
    body: z.strictObject({
      email: z.string(),
      subject: z.string(),
      message: z.string(),
    }) satisfies z.ZodType<SupportRequest>,
    answer: { status: 201, schema: supportRequestResponseSchema, description: 'Received.' },
    errors: [
      unauthorized,
      badRequest({ code: 'INVALID_SUPPORT_REQUEST', meaning: 'customerSupport.form.genericError (spec section 8).' }),
    ],
    example: {
      scenario: 'default',
      run: () =>
        sendSupportRequest(
          {
            email: anna.email,
            subject: 'Frage zu meiner Bestellung',
            message: 'Wann wird meine Bestellung geliefert?',
          },
          '6f1c2d3e-4a5b-4c6d-8e9f-0a1b2c3d4e5f',
        ),
    },
  },
]
