import type { Meta, StoryObj } from '@storybook/react-vite'
import { useEffect } from 'react'

/**
 * Proofs of the Storybook stage's console guard (.storybook/test-runner.ts): each story makes it catch
 * one kind of message on purpose, after its play function has ended, where Storybook itself sees nothing.
 * The tag `expects-console-guard` turns the check round, as Vitest's `it.fails` does: such a story fails
 * when the guard did not catch its message (marked `[console guard proof]`).
 */
function Proof({ kind }: { kind: 'error' | 'warn' | 'uncaught' }) {
  useEffect(() => {
    // Once the story has rendered: outside any play function, where Storybook itself reports nothing.
    const timer = setTimeout(() => {
      const text = `[console guard proof] ${kind}`
      if (kind === 'error') console.error(text)
      else if (kind === 'warn') console.warn(text)
      else throw new Error(text)
    })
    return () => clearTimeout(timer)
  }, [kind])
  return (
    <main>
      <h1>Konsolenwächter</h1>
      <p>Diese Geschichte meldet absichtlich einen Fehler; der Test erwartet, dass der Wächter ihn fängt.</p>
    </main>
  )
}

const meta = {
  title: 'Harness/Console guard',
  component: Proof,
  tags: ['expects-console-guard'],
} satisfies Meta<typeof Proof>
export default meta
type Story = StoryObj<typeof meta>

export const ConsoleError: Story = { args: { kind: 'error' } }
export const ConsoleWarn: Story = { args: { kind: 'warn' } }
export const UncaughtError: Story = { args: { kind: 'uncaught' } }
