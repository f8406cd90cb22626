import { screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { renderApp } from '@testing/render-app'
import { paths } from '@/shared/config/paths'

describe('recommend the shop', () => {
  // user-event stands in for the clipboard (its setup in renderApp attaches one).
  it('copies the shop link and says so', { tags: ['spec:2.routes.my-referrals'] }, async () => {
    const { user } = await renderApp({ scenario: 'default', path: paths.myReferrals.getHref() })
    await user.click(await screen.findByRole('button', { name: 'Link kopieren' }))
    expect(await screen.findByText('Der Link ist kopiert. Sie können ihn jetzt weitergeben.')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('https://www.hse.de/')
  })

  it('says when the link could not be copied', async () => {
    const { user } = await renderApp({ scenario: 'default', path: paths.myReferrals.getHref() })
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'))
    onTestFinished(() => writeText.mockRestore())
    await user.click(await screen.findByRole('button', { name: 'Link kopieren' }))
    expect(
      await screen.findByText('Der Link ließ sich nicht kopieren. Bitte markieren und kopieren Sie ihn selbst.'),
    ).toBeInTheDocument()
  })
})
