import { renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
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
  it('shows money in the shop currency and number style', () => {
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
  })

  it('shows dates as day.month.year', () => {
    const date = '2026-11-20T09:15:00Z'
    for (const locale of ['de', 'at', 'ch'] as const) {
      expect(renderHook(() => useFormatDate(), { wrapper: wrapperFor(locale) }).result.current(date)).toBe('20.11.2026')
    }
  })
})
