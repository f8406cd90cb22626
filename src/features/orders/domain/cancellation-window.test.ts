import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { cancellationMinutesLeft, isCancellableOnline } from './cancellation-window'

const placedMorning = { placedAt: '2026-11-20T08:30:00Z', status: 'confirmed' } // 09:30 in Germany

describe('online cancellation window (same day, until midnight in Germany)', () => {
  it(
    'counts the minutes to midnight in Europe/Berlin on the order day',
    { tags: ['spec:9.orders.cancel-minutes-left'] },
    () => {
      expect(cancellationMinutesLeft(placedMorning, new Date('2026-11-20T09:15:00Z'))).toBe(825)
      expect(cancellationMinutesLeft(placedMorning, new Date('2026-11-20T22:59:00Z'))).toBe(1)
    },
  )

  it('closes at midnight, not at midnight UTC', { tags: ['spec:9.orders.cancel-same-day-only'] }, () => {
    expect(isCancellableOnline(placedMorning, new Date('2026-11-20T23:00:00Z'))).toBe(false)
    expect(
      isCancellableOnline({ placedAt: '2026-11-20T23:30:00Z', status: 'confirmed' }, new Date('2026-11-21T00:10:00Z')),
    ).toBe(true)
  })

  it('is closed for orders already in processing or later', () => {
    for (const status of ['processing', 'dispatched', 'delivered', 'cancelled', 'returned']) {
      expect(isCancellableOnline({ ...placedMorning, status }, new Date('2026-11-20T09:15:00Z'))).toBe(false)
    }
  })

  it(
    'never offers more than a day, and nothing on another day',
    { tags: ['spec:9.orders.cancel-same-day-only'] },
    () => {
      fc.assert(
        fc.property(fc.integer({ min: -3 * 24 * 60, max: 3 * 24 * 60 }), (offsetMinutes) => {
          const now = new Date(new Date(placedMorning.placedAt).getTime() + offsetMinutes * 60_000)
          const minutes = cancellationMinutesLeft(placedMorning, now)
          expect(minutes).toBeGreaterThanOrEqual(0)
          expect(minutes).toBeLessThanOrEqual(24 * 60)
          if (offsetMinutes < 0 || offsetMinutes >= (24 - 9.5) * 60) expect(minutes).toBe(0)
        }),
      )
    },
  )
})
