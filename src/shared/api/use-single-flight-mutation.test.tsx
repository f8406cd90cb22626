import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { useSingleFlight, useSingleFlightMutation } from './use-single-flight-mutation'

/** A call whose answer the test gives. */
function answerLater<Result>() {
  let answer: (result: Result) => void = () => undefined
  let fail: (error: Error) => void = () => undefined
  const promise = new Promise<Result>((resolve, reject) => {
    answer = resolve
    fail = reject
  })
  return { promise, answer, fail }
}

function renderMutation(mutationFn: (variables: string) => Promise<string>, onSuccess = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return renderHook(() => useSingleFlightMutation({ mutationFn, onSuccess }), { wrapper })
}

describe('useSingleFlightMutation', () => {
  it('sends once for two mutate calls in the same tick, and again once the first has settled', async () => {
    const first = answerLater<string>()
    const mutationFn = vi.fn((_variables: string) => first.promise)
    const onSuccess = vi.fn()
    const { result } = renderMutation(mutationFn, onSuccess)
    act(() => {
      result.current.mutate('erster Klick')
      result.current.mutate('zweiter Klick')
    })
    // React Query calls the mutationFn a few microtasks later.
    await waitFor(() => expect(result.current.isPending).toBe(true))
    await waitFor(() => expect(mutationFn).toHaveBeenCalled())
    // Still on its way after React rendered it as pending: the guard does not depend on the render.
    act(() => result.current.mutate('dritter Klick'))
    await act(() => Promise.resolve())
    expect(mutationFn).toHaveBeenCalledTimes(1)
    expect(mutationFn.mock.calls[0]?.[0]).toBe('erster Klick')

    await act(async () => first.answer('ok'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(onSuccess).toHaveBeenCalledTimes(1)
    mutationFn.mockImplementation(() => Promise.resolve('nochmal ok'))
    act(() => result.current.mutate('nach dem Ende'))
    await waitFor(() => expect(result.current.data).toBe('nochmal ok'))
    expect(mutationFn).toHaveBeenCalledTimes(2)
  })

  it('answers a mutateAsync call while one is on its way with that call', async () => {
    const first = answerLater<string>()
    const mutationFn = vi.fn((_variables: string) => first.promise)
    const { result } = renderMutation(mutationFn)
    let answers: Promise<string[]> = Promise.resolve([])
    act(() => {
      answers = Promise.all([result.current.mutateAsync('a'), result.current.mutateAsync('b')])
    })
    await act(async () => first.answer('nur a'))
    expect(await answers).toEqual(['nur a', 'nur a'])
    expect(mutationFn).toHaveBeenCalledTimes(1)
  })

  it('lets the next call through after a failure', async () => {
    const first = answerLater<string>()
    const mutationFn = vi.fn((_variables: string) => first.promise)
    const { result } = renderMutation(mutationFn)
    act(() => {
      result.current.mutate('a')
      result.current.mutate('a')
    })
    await act(async () => first.fail(new Error('Zeitüberschreitung')))
    await waitFor(() => expect(result.current.isError).toBe(true))
    mutationFn.mockImplementation(() => Promise.resolve('ok'))
    act(() => result.current.mutate('a'))
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(mutationFn).toHaveBeenCalledTimes(2)
  })
})

describe('useSingleFlight', () => {
  it('drops a task started while another is on its way, and runs the next one after it settled', async () => {
    const first = answerLater<number>()
    const { result } = renderHook(() => useSingleFlight<number>())
    const task = vi.fn(() => first.promise)
    const dropped = vi.fn(() => Promise.resolve(2))
    const running = result.current(task)
    expect(result.current(dropped)).toBe(running)
    expect(dropped).not.toHaveBeenCalled()
    first.answer(1)
    expect(await running).toBe(1)
    expect(await result.current(dropped)).toBe(2)
    expect(task).toHaveBeenCalledTimes(1)
    expect(dropped).toHaveBeenCalledTimes(1)
  })
})
