import { db } from '../../db/db'
import { hashPassword, verifyPassword } from '../../runtime/passwords'
import type { Customer } from '../../db/schemas'
import { sendMail } from '../../runtime/outbox'
import { endSession, endSessionsOf } from '../../runtime/session'
import { checkToken, issueToken, markTokenUsed } from '../../runtime/tokens'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername } from './customers'
import { paths } from '../../../src/shared/config/paths'

/** The confirmation link of an email change is valid for a day in the mock. */
const emailChangeValidityMs = 24 * 60 * 60 * 1000

/** What the email-change token carries to its verification. */
type EmailChangePayload = { newEmail: string; newsletterOptIn: boolean }

// The backend's own plausibility check; the app checks the address before sending it.
const plausibleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** 400 naming the refused field by its path, as the customer service reports validation errors. */
const invalidField = (path: string) => errorResponse(400, 'INVALID_REQUEST', { errors: [{ path }] })

function emailTakenByAnother(email: string, customer: Customer): boolean {
  const owner = findCustomerByUsername(email)
  return owner !== undefined && owner.id !== customer.id
}

/**
 * Every record that belongs to the customer; deleting the account removes them with it: those it owns,
 * and the mail subscriptions made with its address (newsletter, stock reminders).
 */
function deleteCustomerRecords(customer: Customer): void {
  const owner = { customer: { id: customer.id } }
  const address = { email: (email: string) => email.toLowerCase() === customer.email.toLowerCase() }
  db.deliveryAddresses.deleteMany((q) => q.where(owner))
  db.billingAddresses.deleteMany((q) => q.where(owner))
  db.bankAccounts.deleteMany((q) => q.where(owner))
  db.orders.deleteMany((q) => q.where(owner))
  db.invoices.deleteMany((q) => q.where(owner))
  db.wishlistItems.deleteMany((q) => q.where(owner))
  db.followedStreamers.deleteMany((q) => q.where(owner))
  db.marketResearchConsents.deleteMany((q) => q.where(owner))
  db.upsellUnsubscriptions.deleteMany((q) => q.where(owner))
  db.tokens.deleteMany((q) => q.where(owner))
  db.supportRequests.deleteMany((q) => q.where(owner))
  db.basketItems.deleteMany((q) => q.where(owner))
  db.withdrawals.deleteMany((q) => q.where(owner))
  db.newsletterSubscriptions.deleteMany((q) => q.where(address))
  db.stockReminders.deleteMany((q) => q.where(address))
  db.sessions.deleteMany((q) => q.where(owner))
  db.customers.delete((q) => q.where({ id: customer.id }))
}

/** Customer service: change email (with its double opt-in), change password, delete the account (spec section 7). */
export const customerAccountSettingsHandlers = [
  serviceHandler(
    'customer',
    'post',
    '/user/change-email',
    { session: 'required' },
    async ({ customer, request, body }) => {
      if (request.headers.get('x-request-source') !== 'SHOP') return errorResponse(400, 'invalid_request_source')
      const newEmail = text(body.newEmail).trim()
      if (!(await verifyPassword(text(body.password), customer.passwordHash)))
        return errorResponse(403, 'wrong_password')
      if (!plausibleEmail.test(newEmail)) return invalidField('new_email')
      if (findCustomerByUsername(newEmail)) return invalidField('email_already_exists')
      const payload: EmailChangePayload = { newEmail, newsletterOptIn: body.newsletterOptIn === true }
      // The link goes to the new address: confirming it proves the customer reads that mailbox.
      const token = await issueToken({
        type: 'email-change',
        email: newEmail,
        customer,
        validForMs: emailChangeValidityMs,
        payload: JSON.stringify(payload),
      })
      await sendMail({
        to: newEmail,
        kind: 'email-change',
        subject: 'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
        body: `Guten Tag ${customer.firstName} ${customer.lastName}, Sie möchten sich künftig mit dieser E-Mail-Adresse bei Mein Konto anmelden. Bitte bestätigen Sie die Änderung über diesen Link. Er gilt 24 Stunden.`,
        link: paths.emailChangeConfirmDoi.getHref(token),
      })
      return jsonResponse({ sent: true })
    },
  ),

  serviceHandler('customer', 'post', '/user/change-email/doi/verify', async ({ body }) => {
    const token = text(body.token)
    if (!token) return errorResponse(400, 'ERROR')
    const check = checkToken(token, ['email-change'])
    if (check.status === 'spent') {
      // Used for this very change, which is in place: a retry after a lost answer, or the link opened
      // again. Saying "expired, your address is unchanged" would be false.
      const record = db.tokens.findFirst((q) => q.where({ token }))
      const { newEmail } = JSON.parse(record?.payload ?? '{}') as Partial<EmailChangePayload>
      if (record?.usedAt && newEmail && record.customer?.email === newEmail)
        return errorResponse(409, 'email_change_already_confirmed', { email: newEmail })
    }
    if (check.status !== 'redeemable' || !check.record.customer || !check.record.payload)
      return errorResponse(410, 'email_change_link_expired')
    const owner = check.record.customer
    const oldEmail = owner.email
    const { newEmail, newsletterOptIn } = JSON.parse(check.record.payload) as EmailChangePayload
    // Someone else may have taken the address since the link was sent.
    if (emailTakenByAnother(newEmail, owner)) return invalidField('email_already_exists')
    await db.customers.update((q) => q.where({ id: owner.id }), {
      data(record) {
        record.email = newEmail
        if (newsletterOptIn) record.newsletterConsent = true
      },
    })
    await markTokenUsed(token)
    // The old address learns of it: whoever took over the account cannot change it unnoticed.
    await sendMail({
      to: oldEmail,
      kind: 'email-change-notice',
      subject: 'Ihre E-Mail-Adresse für Mein Konto wurde geändert',
      body: `Guten Tag ${owner.firstName} ${owner.lastName}, Sie melden sich bei Mein Konto ab jetzt mit ${newEmail} an. Wenn Sie das nicht veranlasst haben, rufen Sie bitte unseren Kundenservice an.`,
      link: null,
    })
    return jsonResponse({ email: newEmail })
  }),

  // A change ends every other session of the customer: a browser signed in with the old password is out.
  serviceHandler(
    'customer',
    'post',
    '/user/change-password',
    { session: 'required' },
    async ({ customer, session, body }) => {
      const currentPassword = text(body.currentPassword)
      const newPassword = text(body.newPassword)
      if (!(await verifyPassword(currentPassword, customer.passwordHash))) return errorResponse(403, 'wrong_password')
      if (newPassword.length < 8) return invalidField('new_password')
      if (newPassword === currentPassword) return errorResponse(400, 'password_same_as_old')
      const passwordHash = await hashPassword(newPassword)
      await db.customers.update((q) => q.where({ id: customer.id }), {
        data(record) {
          record.passwordHash = passwordHash
        },
      })
      endSessionsOf(customer, { except: session })
      return jsonResponse({ changed: true })
    },
  ),

  serviceHandler(
    'customer',
    'post',
    '/user/delete-account',
    { session: 'required' },
    async ({ customer, session, body }) => {
      // The backend's refusals carry a text of their own, which the app shows (spec section 8).
      if (customer.passwordHash === null)
        return errorResponse(403, 'no_password', {
          detail:
            'Für Ihr Kundenkonto ist noch kein Passwort festgelegt. Bitte legen Sie zuerst ein Passwort fest und löschen Sie dann Ihr Kundenkonto.',
        })
      if (!(await verifyPassword(text(body.password), customer.passwordHash)))
        return errorResponse(403, 'wrong_password', {
          detail: 'Das eingegebene Passwort ist nicht korrekt. Ihr Kundenkonto wurde nicht gelöscht.',
        })
      const response = endSession(session, { deleted: true })
      deleteCustomerRecords(customer)
      return response
    },
  ),
]
