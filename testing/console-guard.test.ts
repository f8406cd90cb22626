import { describe, expect, it, vi } from 'vitest'
import { allowConsoleError, consoleGuard, createConsoleGuard } from './console-guard'

function fakeConsole() {
  const printed: unknown[][] = []
  return { printed, sink: { error: (...args: unknown[]) => void printed.push(args) } }
}

describe('console guard', () => {
  it('records a console.error, still prints it, and fails verify naming the first one', () => {
    const { printed, sink } = fakeConsole()
    const guard = createConsoleGuard(sink)
    guard.install()
    expect(() => sink.error('Each child in a list should have a unique "key" prop.%s', ' Check Orders.')).not.toThrow()
    sink.error(new Error('second'))
    expect(printed).toHaveLength(2)
    expect(() => guard.verify()).toThrow(
      'console.error was called during the test (and 1 more): Each child in a list should have a unique "key" prop. Check Orders.',
    )
    // verify starts afresh: the next test is not blamed for this one's errors.
    expect(() => guard.verify()).not.toThrow()
    guard.uninstall()
    sink.error('not recorded')
    expect(() => guard.verify()).not.toThrow()
  })

  it('passes when nothing was logged', () => {
    const guard = createConsoleGuard(fakeConsole().sink)
    guard.install()
    expect(() => guard.verify()).not.toThrow()
  })

  it('lets an allowed error pass until the end of the test, and no other', () => {
    const { sink } = fakeConsole()
    const guard = createConsoleGuard(sink)
    guard.install()
    guard.allow(/The above error occurred/)
    sink.error('The above error occurred in the <Broken> component.')
    expect(() => guard.verify()).not.toThrow()
    sink.error('The above error occurred in the <Broken> component.')
    expect(() => guard.verify()).toThrow(/The above error occurred/)
  })

  it('is installed for every test, whatever restoreMocks restored before it', () => {
    expect(vi.isMockFunction(console.error)).toBe(false)
    console.error('provoked by the console guard test')
    expect(() => consoleGuard.verify()).toThrow(
      'console.error was called during the test: provoked by the console guard test',
    )
  })

  it('lets a test allow the error it provokes on purpose', () => {
    // The error is the point of this test.
    allowConsoleError(/^expected by the console guard test$/)
    console.error('expected by the console guard test')
  })

  // The whole chain as a test sees it: a console.error and nothing else makes the test fail (in the
  // setup file's afterEach). `fails` turns that expected failure into a pass, and would turn a pass red.
  it.fails('fails a test that logs a console.error', () => {
    console.error('provoked by the console guard test: this test is meant to fail')
  })
})
