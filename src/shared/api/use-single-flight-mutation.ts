import { useCallback, useRef } from 'react'
import {
  useMutation,
  type DefaultError,
  type QueryClient,
  type UseMutateAsyncFunction,
  type UseMutateFunction,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query'

/**
 * One task at a time: `run(task)` starts the task unless one started here is still on its way; then
 * the new task is dropped and `run` answers with the promise of the one on its way. The guard is a
 * ref, set before the task starts and cleared once it settles, so it holds within one tick too: two
 * submits before React renders the busy, disabled button start one task, not two.
 */
export function useSingleFlight<Result>(): (task: () => Promise<Result>) => Promise<Result> {
  const onItsWay = useRef<Promise<Result> | null>(null)
  return useCallback((task: () => Promise<Result>) => {
    if (onItsWay.current) return onItsWay.current
    const started = task().finally(() => {
      onItsWay.current = null
    })
    onItsWay.current = started
    return started
  }, [])
}

/**
 * `useMutation` for what the customer sends with one click (one click, one request): while a call is
 * on its way, further `mutate` and `mutateAsync` calls send nothing (`mutateAsync` answers with the
 * call on its way). The call counts as on its way until it settles, its `onSuccess`, `onError` and
 * `onSettled` included, so a success that navigates away is not sent again meanwhile either.
 */
export function useSingleFlightMutation<
  TData = unknown,
  TError = DefaultError,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  const mutation = useMutation(options, queryClient)
  const singleFlight = useSingleFlight<TData>()
  const send = mutation.mutateAsync
  const mutateAsync: UseMutateAsyncFunction<TData, TError, TVariables, TOnMutateResult> = useCallback(
    (...args) => singleFlight(() => send(...args)),
    [singleFlight, send],
  )
  const mutate: UseMutateFunction<TData, TError, TVariables, TOnMutateResult> = useCallback(
    (...args) => {
      // As useMutation's own mutate: the error is in the mutation's state, not thrown.
      mutateAsync(...args).catch(() => undefined)
    },
    [mutateAsync],
  )
  return { ...mutation, mutate, mutateAsync }
}
