import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { useIntl } from 'react-intl'
import { describe, expect, it } from 'vitest'
import { resolveFlags } from '@flags/definitions'
import { RuntimeContext } from '../config/runtime'
import type { ShopLocale } from '../config/locales'
import { AppIntlProvider } from './app-intl-provider'
import { useFormatDate, useFormatMoney } from './formatting'

function wrapperFor(locale: ShopLocale) {
  const runtime = {
    environment: 'local-dev' as const,
    locale,
    flags: resolveFlags('local-dev'),
    now: () => new Date(),
    recaptcha: null,
  }
  return ({ children }: { children: ReactNode }) => (
    <RuntimeContext.Provider value={runtime}>
      <AppIntlProvider locale={locale}>{children}</AppIntlProvider>
    </RuntimeContext.Provider>
  )
}

// Intl may use a narrow no-break space or an apostrophe as separators; compare without spaces.
const compact = (text: string) => text.replace(/\s/g, ' ')

describe('formats per shop', () => {
  it(
    'shows money in the shop currency and number style',
    { tags: ['spec:9.currency.eur', 'spec:9.currency.chf-for-swiss-customers'] },
    () => {
      const amount = 1234.5
      expect(compact(renderHook(() => useFormatMoney(), { wrapper: wrapperFor('de') }).result.current(amount))).toBe(
        '1.234,50 €',
      )
      expect(compact(renderHook(() => useFormatMoney(), { wrapper: wrapperFor('at') }).result.current(amount))).toMatch(
        /€ 1[ .]234,50/,
      )
      expect(compact(renderHook(() => useFormatMoney(), { wrapper: wrapperFor('ch') }).result.current(amount))).toMatch(
        /CHF 1[’'‘ ]234\.50/,
      )
    },
  )

  it('shows dates as day.month.year', () => {
    const date = '2026-11-20T09:15:00Z'
    for (const locale of ['de', 'at', 'ch'] as const) {
      expect(renderHook(() => useFormatDate(), { wrapper: wrapperFor(locale) }).result.current(date)).toBe('20.11.2026')
    }
  })

  // Near midnight in the shops' zone (UTC+1 in November): the first instant is still the 17th there, the
  // second already the 18th. A device east of Germany puts the first on the 18th by its own clock, one
  // west of it (UTC as well) the second on the 17th: each shop shows its own day on any device.
  it('shows dates and times in the shop’s time zone, whatever the device’s zone', () => {
    const lateOn17th = '2026-11-17T22:30:00Z'
    const earlyOn18th = '2026-11-17T23:30:00Z'
    const zones = { de: 'Europe/Berlin', at: 'Europe/Vienna', ch: 'Europe/Zurich' }
    for (const locale of ['de', 'at', 'ch'] as const) {
      const { result } = renderHook(() => ({ formatDate: useFormatDate(), intl: useIntl() }), {
        wrapper: wrapperFor(locale),
      })
      expect(result.current.intl.timeZone).toBe(zones[locale])
      expect(result.current.formatDate(lateOn17th)).toBe('17.11.2026')
      expect(result.current.formatDate(earlyOn18th)).toBe('18.11.2026')
      expect(result.current.intl.formatTime(lateOn17th, { hour: '2-digit', minute: '2-digit' })).toBe('23:30')
      expect(result.current.intl.formatTime(earlyOn18th, { hour: '2-digit', minute: '2-digit' })).toBe('00:30')
    }
  })
})
