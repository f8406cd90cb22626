import { db } from '../../db/db'
import { mockNowIso } from '../../runtime/clock'
import { nextId } from '../../runtime/ids'
import { sendMail } from '../../runtime/outbox'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'

const correlationHeader = 'x-correlation-id'
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** POST /user/support-requests (spec section 7, "Support"): the contact form's request to customer service. */
export const customerSupportRequestHandlers = [
  serviceHandler(
    'customer',
    'post',
    '/user/support-requests',
    { session: 'required' },
    async ({ customer, request, body }) => {
      if (!request.headers.get(correlationHeader)) return errorResponse(400, 'CORRELATION_ID_MISSING')
      const email = text(body.email)
      const subject = text(body.subject)
      const message = text(body.message)
      if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || !subject || !message)
        return errorResponse(400, 'INVALID_SUPPORT_REQUEST')
      const supportRequest = await db.supportRequests.create({
        id: nextId('support'),
        email,
        subject,
        message,
        createdAt: mockNowIso(),
        customer,
      })
      await sendMail({
        to: email,
        kind: 'support-request',
        subject: `Ihre Anfrage: ${subject}`,
        body: `Guten Tag ${customer.firstName} ${customer.lastName}, vielen Dank für Ihre Nachricht. Wir melden uns so schnell wie möglich bei Ihnen.`,
        link: null,
      })
      return jsonResponse({ id: supportRequest.id }, { status: 201 })
    },
  ),
]
