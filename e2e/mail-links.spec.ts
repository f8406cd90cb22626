import { expect, test } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { MailLinkPage } from './pages/mail-link-page'
import { mailLinkSubjects as subjects } from '../scenarios/mail-links'

// What each page opened from a mail shows, sends and keeps (the scenario's own links from the outbox):
// src/features/mail-preferences/components/*.test.tsx, the fault matrix of its calls and
// stories/mail-links.stories.tsx. Here only what needs a real layout.
test.use({ scenario: 'mail-links' })

test('on a phone the longest page fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await new HarnessPanel(page).openMailWithSubject(subjects.stockReminderActive)
  await new MailLinkPage(page).expectHeading('Benachrichtigung zur Verfügbarkeit abbestellen')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
