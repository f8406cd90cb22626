import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  receiptDay,
  standardShippingDays,
  withdrawalPeriodEnd,
  withdrawalState,
  type OrderForWithdrawal,
} from './withdrawal-period'

const shipped = (items: Array<{ status: string; withdrawnAt?: string | null }> = [{ status: 'Versendet' }]) =>
  ({ status: 'delivered', items }) satisfies OrderForWithdrawal

describe('withdrawal period (14 days from receipt of the goods)', () => {
  it('counts from the delivery date: open through the 14th day, closed the day after (in Germany)', () => {
    const order = { ...shipped(), deliveredAt: '2026-11-06T13:00:00Z' }
    expect(withdrawalPeriodEnd(order)).toBe('2026-11-20')
    expect(withdrawalState(order, new Date('2026-11-20T22:59:00Z'))).toEqual({ kind: 'open', endsOn: '2026-11-20' })
    // 00:30 on the 21st in Germany is still the 20th in UTC: closed all the same.
    expect(withdrawalState(order, new Date('2026-11-20T23:30:00Z'))).toEqual({ kind: 'expired', endsOn: '2026-11-20' })
  })

  it('takes the delivery day in Germany, not in UTC', () => {
    expect(receiptDay({ deliveredAt: '2026-11-05T23:30:00Z' })).toBe('2026-11-06')
  })

  it('without a delivery date: the dispatch date plus the standard shipping time', () => {
    expect(standardShippingDays).toBe(3)
    const order = { ...shipped(), status: 'dispatched', dispatchedAt: '2026-11-02T08:00:00Z', deliveredAt: null }
    expect(receiptDay(order)).toBe('2026-11-05')
    expect(withdrawalState(order, new Date('2026-11-19T10:00:00Z'))).toEqual({ kind: 'open', endsOn: '2026-11-19' })
    expect(withdrawalState(order, new Date('2026-11-20T10:00:00Z')).kind).toBe('expired')
  })

  it('before dispatch the period has not begun, and withdrawing is possible', () => {
    expect(withdrawalState({ status: 'processing', items: [{ status: 'In Bearbeitung' }] }, new Date())).toEqual({
      kind: 'open',
      endsOn: null,
    })
  })

  it('says why when nothing is left to withdraw from', () => {
    const now = new Date('2026-11-20T10:00:00Z')
    const delivered = { deliveredAt: '2026-11-18T10:00:00Z' }
    expect(withdrawalState({ status: 'cancelled', items: [{ status: 'Storniert' }] }, now)).toEqual({
      kind: 'blocked',
      reason: 'cancelled',
    })
    expect(withdrawalState({ ...shipped([{ status: 'Retoure Eingetroffen' }]), ...delivered }, now)).toEqual({
      kind: 'blocked',
      reason: 'returned',
    })
    expect(withdrawalState({ ...shipped(), ...delivered, withdrawnAt: '2026-11-19T10:00:00Z' }, now)).toEqual({
      kind: 'blocked',
      reason: 'withdrawn',
    })
    // One item withdrawn, one still open: the order can still be withdrawn from.
    const partly = shipped([{ status: 'Versendet', withdrawnAt: '2026-11-19T10:00:00Z' }, { status: 'Versendet' }])
    expect(withdrawalState({ ...partly, ...delivered }, now).kind).toBe('open')
  })

  it('is open exactly on the 15 days from receipt day to end day, for any delivery time', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 * 24 * 60 }),
        fc.integer({ min: -5 * 24 * 60, max: 40 * 24 * 60 }),
        (deliveredMinutes, laterMinutes) => {
          const deliveredAt = new Date(Date.UTC(2026, 0, 1) + deliveredMinutes * 60_000)
          const now = new Date(deliveredAt.getTime() + laterMinutes * 60_000)
          const state = withdrawalState({ ...shipped(), deliveredAt: deliveredAt.toISOString() }, now)
          const end = withdrawalPeriodEnd({ deliveredAt: deliveredAt.toISOString() }) ?? ''
          if (laterMinutes <= 13 * 24 * 60) expect(state.kind).toBe('open')
          if (laterMinutes >= 16 * 24 * 60) expect(state).toEqual({ kind: 'expired', endsOn: end })
        },
      ),
    )
  })
})
