import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  initialMagicLinkState,
  isMagicLinkActionDisabled,
  magicLinkReducer,
  useMagicLinkState,
  type MagicLinkState,
} from './magic-link-state'

describe('magic link state (spec section 4: active, in progress, success, disabled)', () => {
  it(
    'goes from active to in progress to success, with the action disabled in between',
    { tags: ['spec:4.magic-link.states'] },
    () => {
      const inProgress = magicLinkReducer(initialMagicLinkState, { type: 'sendStarted' })
      expect(inProgress.status).toBe('inProgress')
      expect(isMagicLinkActionDisabled(inProgress)).toBe(true)
      const success = magicLinkReducer(inProgress, { type: 'sent', username: 'anna@example.de' })
      expect(success).toEqual({ status: 'success', sentTo: 'anna@example.de', error: null })
      expect(isMagicLinkActionDisabled(success)).toBe(true)
      const active = magicLinkReducer(success, { type: 'successWaitOver' })
      expect(active).toEqual({ status: 'active', sentTo: 'anna@example.de', error: null })
      expect(isMagicLinkActionDisabled(active)).toBe(false)
    },
  )

  it(
    'reactivates with the error on failure, without an earlier confirmation',
    { tags: ['spec:4.magic-link.send-failure'] },
    () => {
      const sentBefore: MagicLinkState = { status: 'inProgress', sentTo: 'anna@example.de', error: null }
      expect(magicLinkReducer(sentBefore, { type: 'failed', error: 'connection' })).toEqual({
        status: 'active',
        sentTo: null,
        error: 'connection',
      })
    },
  )

  it(
    'ignores a second press while disabled, and clears the last error on a new send',
    { tags: ['spec:4.magic-link.states'] },
    () => {
      const inProgress: MagicLinkState = { status: 'inProgress', sentTo: null, error: null }
      expect(magicLinkReducer(inProgress, { type: 'sendStarted' })).toBe(inProgress)
      const failed: MagicLinkState = { status: 'active', sentTo: null, error: 'generic' }
      expect(magicLinkReducer(failed, { type: 'sendStarted' })).toEqual({
        status: 'inProgress',
        sentTo: null,
        error: null,
      })
    },
  )

  it('does not reactivate from a stale timer while a new request is in progress', () => {
    const inProgress: MagicLinkState = { status: 'inProgress', sentTo: 'anna@example.de', error: null }
    expect(magicLinkReducer(inProgress, { type: 'successWaitOver' })).toBe(inProgress)
  })
})

describe('useMagicLinkState', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it(
    'keeps the action disabled for 800 ms after a link was sent, then reactivates it with the confirmation kept',
    { tags: ['spec:9.magic-link.success-wait-800ms', 'spec:4.magic-link.send-wait-800ms'] },
    () => {
      const { result } = renderHook(() => useMagicLinkState())
      act(() => result.current.sendStarted())
      expect(result.current.actionDisabled).toBe(true)
      act(() => result.current.sent('anna@example.de'))
      expect(result.current.state.status).toBe('success')
      act(() => {
        vi.advanceTimersByTime(799)
      })
      expect(result.current.actionDisabled).toBe(true)
      act(() => {
        vi.advanceTimersByTime(1)
      })
      expect(result.current.actionDisabled).toBe(false)
      expect(result.current.state).toEqual({ status: 'active', sentTo: 'anna@example.de', error: null })
    },
  )

  it('reactivates at once on failure', { tags: ['spec:4.magic-link.send-failure'] }, () => {
    const { result } = renderHook(() => useMagicLinkState())
    act(() => result.current.sendStarted())
    act(() => result.current.failed('generic'))
    expect(result.current.actionDisabled).toBe(false)
    expect(result.current.state.error).toBe('generic')
  })

  it('clears its timer when unmounted', () => {
    const { result, unmount } = renderHook(() => useMagicLinkState())
    act(() => result.current.sent('anna@example.de'))
    expect(vi.getTimerCount()).toBe(1)
    unmount()
    expect(vi.getTimerCount()).toBe(0)
  })
})
