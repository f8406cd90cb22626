import { act, render, screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { server } from '@mock-server/harness/node'
import { defaultFlags, type FlagValues } from '@flags/definitions'
import { useFlag } from '@/shared/flags/use-flag'
import type { AppRuntime } from '@/shared/config/runtime'
import { App } from './app'
import { startProductionRuntime } from './production-runtime'

/** A page that says what the app's flag reads now. */
function VoucherFlagPage() {
  return <p>{useFlag('multipleVouchers') ? 'Mehrere Gutscheine: an' : 'Mehrere Gutscheine: aus'}</p>
}

const runtime: AppRuntime = {
  environment: 'production',
  locale: 'de',
  flags: defaultFlags('production'),
  now: () => new Date(),
  recaptcha: null,
  flagsPending: true,
}

describe('the app shell and its flags (production start-up)', () => {
  it('shows the pages with the flags Unleash settles on, then with each flag switched while the page is open', async () => {
    let settle: (settled: AppRuntime) => void = () => {}
    const settledRuntime = new Promise<AppRuntime>((resolve) => (settle = resolve))
    const listeners = new Set<(flags: FlagValues) => void>()
    const onFlagsChange = (listener: (flags: FlagValues) => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    }
    const { unmount } = render(
      <App
        runtime={runtime}
        basename="/"
        routes={[{ path: '*', element: <VoucherFlagPage /> }]}
        settledRuntime={settledRuntime}
        onFlagsChange={onFlagsChange}
      />,
    )
    expect(screen.getByText('Mehrere Gutscheine: aus')).toBeInTheDocument()

    await act(async () =>
      settle({ ...runtime, flagsPending: false, flags: { ...runtime.flags, multipleVouchers: true } }),
    )
    expect(screen.getByText('Mehrere Gutscheine: an')).toBeInTheDocument()

    act(() => listeners.forEach((listener) => listener({ ...runtime.flags, multipleVouchers: false })))
    expect(screen.getByText('Mehrere Gutscheine: aus')).toBeInTheDocument()

    unmount()
    expect(listeners.size).toBe(0)
  })
})

describe('flags switched in Unleash while the page is open (production runtime)', () => {
  it('reach every listener at the next refresh, until it stops listening', async () => {
    const url = 'https://flags.example/api/frontend'
    let multipleVouchers = false
    server.use(
      http.get(url, () =>
        HttpResponse.json({
          toggles: multipleVouchers
            ? [{ name: 'multipleVouchers', enabled: true, variant: { name: 'disabled', enabled: false } }]
            : [],
        }),
      ),
    )
    vi.useFakeTimers({ toFake: ['setInterval'] })
    try {
      const { settled, onFlagsChange } = startProductionRuntime({
        ...import.meta.env,
        VITE_UNLEASH_URL: url,
        VITE_UNLEASH_CLIENT_KEY: 'frontend-key',
        VITE_UNLEASH_REFRESH_SECONDS: '30',
      })
      const heard: boolean[] = []
      const stopListening = onFlagsChange((flags) => heard.push(flags.multipleVouchers))
      expect((await settled).flags.multipleVouchers).toBe(false)

      multipleVouchers = true
      await vi.advanceTimersByTimeAsync(30_000)
      await vi.waitFor(() => expect(heard.at(-1)).toBe(true))

      stopListening()
      const before = heard.length
      multipleVouchers = false
      await vi.advanceTimersByTimeAsync(30_000)
      expect(heard).toHaveLength(before)
    } finally {
      vi.useRealTimers()
    }
  })
})
