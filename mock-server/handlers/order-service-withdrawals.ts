import { db } from '../db/db'
import type { Customer, Order, Withdrawal } from '../db/schemas'
import { mockNow, mockNowIso } from '../runtime/clock'
import { nextId } from '../runtime/ids'
import { sendMail } from '../runtime/outbox'
import { errorResponse, jsonResponse, serviceHandler } from './with-service'
import { withWithdrawals } from '../runtime/withdrawals'
import { itemWithdrawalBlock, withdrawalState } from '../../src/features/orders/domain/withdrawal-period'
import { shopTimeZone } from '../../src/shared/config/shop-time'

const sameEmail = (a: string | null | undefined, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase()

/** The order a declaration names: the signed-in customer's own, or one whose buyer has this email (guests too). */
function findOrder(orderNumber: string, email: string, customer: Customer | undefined): Order | undefined {
  const order = db.orders.findFirst((q) => q.where({ number: orderNumber }))
  if (!order) return undefined
  const own = customer !== undefined && order.customer?.id === customer.id
  return own || sameEmail(order.customer?.email, email) || sameEmail(order.contactEmail, email) ? order : undefined
}

const germanDateTime = new Intl.DateTimeFormat('de-DE', {
  timeZone: shopTimeZone,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
})

function withdrawnItemsText(withdrawal: Withdrawal, order: Order): string {
  if (withdrawal.scope === 'order') return 'die gesamte Bestellung'
  if (withdrawal.itemsDescription) return withdrawal.itemsDescription
  return order.items
    .filter((item) => withdrawal.skus.includes(item.sku))
    .map((item) => `${item.quantity} × ${item.title} (Art.-Nr. ${item.sku})`)
    .join(', ')
}

/** The receipt the law asks for: the declaration's content and its date and time, on a durable medium. */
function confirmationMail(withdrawal: Withdrawal, order: Order) {
  const received = germanDateTime.format(new Date(withdrawal.declaredAt))
  return {
    to: withdrawal.email,
    kind: 'withdrawal' as const,
    subject: `Eingangsbestätigung Ihres Widerrufs zur Bestellung ${order.number}`,
    body: [
      `Guten Tag ${withdrawal.name},`,
      `wir haben Ihren Widerruf am ${received} Uhr erhalten. Er lautet:`,
      `Hiermit widerrufe ich den Vertrag über ${withdrawnItemsText(withdrawal, order)} aus der Bestellung ${order.number}.`,
      `Name: ${withdrawal.name} · E-Mail: ${withdrawal.email}`,
      'Bitte senden Sie die Ware innerhalb von 14 Tagen an uns zurück. Den Kaufpreis erstatten wir Ihnen nach Eingang der Ware.',
    ].join('\n\n'),
    link: null,
  }
}

function withdrawalView(withdrawal: Withdrawal, order: Order) {
  const { customer: _owner, ...fields } = withdrawal
  return {
    ...fields,
    items: order.items
      .filter((item) => withdrawal.scope === 'order' || withdrawal.skus.includes(item.sku))
      .filter(() => withdrawal.itemsDescription === null)
      .map(({ sku, title, quantity }) => ({ sku, title, quantity })),
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/**
 * The withdrawal function (Widerrufsbutton, EU Directive 2023/2673): ours, the spec predates it.
 * POST /api/withdrawals on the order service, signed in or not: `name`, `order_number`, `email`,
 * `scope` (`order` or `items`) and, for items, `skus` or `items_description`. 201 with the
 * declaration and its time; 404 `ORDER_NOT_FOUND` when number and email do not belong together;
 * 409 `ALREADY_WITHDRAWN` (with `declared_at`), `WITHDRAWAL_PERIOD_EXPIRED` (with `period_ends_on`)
 * or `NOT_WITHDRAWABLE` (with `reason`); 400 `INVALID_REQUEST` for missing fields; 403
 * `WITHDRAWAL_NOT_OFFERED` on the Swiss shop. The confirmation mail goes to the outbox.
 */
export const withdrawalHandlers = [
  serviceHandler('orderService', 'post', '/api/withdrawals', { session: 'optional' }, async (context) => {
    const { body, customer, request } = context
    if (request.headers.get('x-locale') === 'ch') return errorResponse(403, 'WITHDRAWAL_NOT_OFFERED')
    const name = text(body.name)
    const orderNumber = text(body.orderNumber)
    const email = text(body.email)
    const scope = body.scope === 'items' ? 'items' : body.scope === 'order' ? 'order' : null
    const skus = Array.isArray(body.skus) ? body.skus.map(String) : []
    const itemsDescription = text(body.itemsDescription) || null
    if (!name || !orderNumber || !email.includes('@') || !scope) return errorResponse(400, 'INVALID_REQUEST')
    if (scope === 'items' && skus.length === 0 && !itemsDescription) return errorResponse(400, 'INVALID_REQUEST')

    const order = findOrder(orderNumber, email, customer)
    if (!order) return errorResponse(404, 'ORDER_NOT_FOUND')
    const current = withWithdrawals(order)
    const state = withdrawalState(current, mockNow())
    if (state.kind === 'blocked' && state.reason === 'withdrawn') {
      return errorResponse(409, 'ALREADY_WITHDRAWN', {
        declaredAt: current.withdrawnAt ?? current.items[0]?.withdrawnAt,
      })
    }
    if (state.kind === 'blocked') return errorResponse(409, 'NOT_WITHDRAWABLE', { reason: state.reason })
    if (state.kind === 'expired') return errorResponse(409, 'WITHDRAWAL_PERIOD_EXPIRED', { periodEndsOn: state.endsOn })
    if (scope === 'items' && skus.length > 0) {
      const chosen = current.items.filter((item) => skus.includes(item.sku))
      if (chosen.length === 0) return errorResponse(400, 'INVALID_REQUEST')
      const blocks = chosen.map((item) => itemWithdrawalBlock(item, current))
      if (blocks.every((block) => block === 'withdrawn')) {
        return errorResponse(409, 'ALREADY_WITHDRAWN', { declaredAt: chosen[0]?.withdrawnAt })
      }
      if (blocks.some((block) => block !== undefined))
        return errorResponse(409, 'NOT_WITHDRAWABLE', { reason: 'items' })
    }

    const withdrawal = await db.withdrawals.create({
      id: nextId('withdrawal'),
      orderId: order.id,
      orderNumber: order.number,
      name,
      email,
      scope,
      skus: scope === 'items' ? skus : [],
      itemsDescription: scope === 'items' && skus.length === 0 ? itemsDescription : null,
      declaredAt: mockNowIso(),
      ...(order.customer ? { customer: order.customer } : {}),
    })
    await sendMail(confirmationMail(withdrawal, order))
    return jsonResponse(withdrawalView(withdrawal, order), { status: 201 })
  }),
]
