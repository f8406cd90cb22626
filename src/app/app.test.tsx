import { act, render, screen } from '@testing-library/react'
import { createMemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { setUnleashToggles } from '@mock-server/handlers/unleash'
import { defaultFlags, type FlagValues } from '@flags/definitions'
import { useFlag } from '@/shared/flags/use-flag'
import type { AppRuntime } from '@/shared/config/runtime'
import { App } from './app'
import { createQueryClient } from './create-query-client'
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
  it(
    'shows the pages with the flags Unleash settles on, then with each flag switched while the page is open',
    { tags: ['spec:3.flags.environments'] },
    async () => {
      let settle: (settled: AppRuntime) => void = () => {}
      const settledRuntime = new Promise<AppRuntime>((resolve) => (settle = resolve))
      const listeners = new Set<(flags: FlagValues) => void>()
      const onFlagsChange = (listener: (flags: FlagValues) => void) => {
        listeners.add(listener)
        return () => listeners.delete(listener)
      }
      const routes = [{ path: '*', element: <VoucherFlagPage /> }]
      const { unmount } = render(
        <App
          router={createMemoryRouter(routes)}
          routes={routes}
          queryClient={createQueryClient()}
          runtime={runtime}
          settledRuntime={settledRuntime}
          onFlagsChange={onFlagsChange}
        />,
      )
      expect(await screen.findByText('Mehrere Gutscheine: aus')).toBeInTheDocument()

      await act(async () =>
        settle({ ...runtime, flagsPending: false, flags: { ...runtime.flags, multipleVouchers: true } }),
      )
      expect(screen.getByText('Mehrere Gutscheine: an')).toBeInTheDocument()

      act(() => listeners.forEach((listener) => listener({ ...runtime.flags, multipleVouchers: false })))
      expect(screen.getByText('Mehrere Gutscheine: aus')).toBeInTheDocument()

      unmount()
      expect(listeners.size).toBe(0)
    },
  )
})

describe('flags switched in Unleash while the page is open (production runtime)', () => {
  it('reach every listener at the next refresh, until it stops listening', async () => {
    // The mock's own Unleash frontend API, answering with the toggles set here.
    setUnleashToggles(defaultFlags('production'))
    // The first refresh is a timeout (the flag client loads for it), the later ones the client's interval.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] })
    try {
      const { settled, onFlagsChange } = startProductionRuntime({
        ...import.meta.env,
        VITE_UNLEASH_URL: 'http://localhost/api/unleash/frontend',
        VITE_UNLEASH_CLIENT_KEY: 'frontend-key',
        VITE_UNLEASH_REFRESH_SECONDS: '30',
      })
      const heard: boolean[] = []
      const stopListening = onFlagsChange((flags) => heard.push(flags.multipleVouchers))
      expect((await settled).flags.multipleVouchers).toBe(false)

      setUnleashToggles({ ...defaultFlags('production'), multipleVouchers: true })
      await vi.advanceTimersByTimeAsync(30_000)
      await vi.waitFor(() => expect(heard.at(-1)).toBe(true))

      stopListening()
      const before = heard.length
      setUnleashToggles(defaultFlags('production'))
      await vi.advanceTimersByTimeAsync(30_000)
      expect(heard).toHaveLength(before)
    } finally {
      vi.useRealTimers()
    }
  })
})
