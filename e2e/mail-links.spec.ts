import { expect, test } from './fixtures'
import { HarnessPanel } from './pages/harness-panel'
import { MailLinkPage } from './pages/mail-link-page'
import { mailLinkSubjects as subjects } from '../scenarios/mail-links'

test.use({ scenario: 'mail-links' })

const genericError = 'Da hat etwas nicht geklappt. Bitte versuchen Sie es nochmal.'
const connectionError =
  'Wir konnten keine Verbindung herstellen. Bitte prüfen Sie Ihre Internetverbindung und versuchen Sie es nochmal.'
const linkIncomplete = 'Dieser Link ist unvollständig. Bitte öffnen Sie ihn noch einmal aus Ihrer E-Mail.'
const bedLinen = 'Bettwäsche-Set Mako-Satin 135 x 200 cm'
const bracelet = 'Armband Silber 925 mit Zirkonia'

test.describe('newsletter', () => {
  const reduce = 'Nur noch wöchentlich erhalten'
  const unsubscribe = 'Newsletter abbestellen'

  test('from the newsletter: weekly, then unsubscribed, then the weekly choice says it is unsubscribed', async ({
    page,
  }) => {
    const panel = new HarnessPanel(page)
    const newsletter = new MailLinkPage(page)
    await panel.openMailWithSubject(subjects.newsletter)
    await newsletter.expectHeading('Newsletter abbestellen')
    await newsletter.button(reduce).click()
    await newsletter.expectOutcome('Gerne: Sie erhalten unseren Newsletter ab jetzt nur noch einmal pro Woche.')

    await panel.openMailWithSubject(subjects.newsletter)
    await newsletter.button(unsubscribe).click()
    await newsletter.expectOutcome(
      'Sie haben den Newsletter abbestellt und erhalten ab jetzt keine Newsletter mehr von uns.',
    )

    await panel.openMailWithSubject(subjects.newsletter)
    await newsletter.button(reduce).click()
    await newsletter.expectOutcome('Sie haben den Newsletter bereits abbestellt.')
  })

  test('a failed call shows the generic error and keeps both choices', async ({ page }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'newsletter', kind: 'http-500' })
    await panel.openMailWithSubject(subjects.newsletter)
    const newsletter = new MailLinkPage(page)
    await newsletter.button(unsubscribe).click()
    await newsletter.expectError(genericError)
    await expect(newsletter.button(reduce)).toBeEnabled()
  })

  test('a link without the subscription is an error', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.newsletterWithoutId)
    const newsletter = new MailLinkPage(page)
    await newsletter.expectHeading('Newsletter abbestellen')
    await newsletter.expectError(linkIncomplete)
    await expect(newsletter.button(reduce)).toHaveCount(0)
  })

  test('the confirmation names the company, the welcome voucher and the top deals', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.newsletterDoubleOptIn)
    await new MailLinkPage(page).expectHeading('Willkommen beim HSE-Newsletter')
    await expect(page.getByRole('main').getByText(/Willkommensgutschein über 10\s€/)).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zu den Top-Deals' })).toHaveAttribute(
      'href',
      'https://www.hse.de/dpl/c/top-deals',
    )
  })
})

test.describe('stock reminders', () => {
  const confirmHeading = 'Benachrichtigung zur Verfügbarkeit bestätigen'
  const unsubscribe = 'Benachrichtigung abbestellen'

  test('confirm from the mail; the mail that follows ends it; the old link then says confirmed', async ({ page }) => {
    const panel = new HarnessPanel(page)
    const reminder = new MailLinkPage(page)
    await panel.openMailWithSubject(subjects.stockReminderDoubleOptIn)
    await reminder.expectHeading(confirmHeading)
    await reminder.expectOutcome(`Vielen Dank! Sobald „${bedLinen}“ wieder verfügbar ist, schreiben wir Ihnen.`)

    await panel.openMailWithSubject(subjects.expired(subjects.stockReminderDoubleOptIn))
    await reminder.expectOutcome(/^Ihre Benachrichtigung für „.+“ ist bereits bestätigt\./)

    await panel.openMailWithSubject(`Verfügbarkeitsbenachrichtigung für „${bedLinen}“ ist aktiv`)
    await reminder.expectHeading('Benachrichtigung zur Verfügbarkeit abbestellen')
    await reminder.button(unsubscribe).click()
    await reminder.expectOutcome(`Sie haben die Benachrichtigung für „${bedLinen}“ abbestellt.`)
  })

  test('an expired confirmation link is the generic error', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.expired(subjects.stockReminderDoubleOptIn))
    const reminder = new MailLinkPage(page)
    await reminder.expectHeading(confirmHeading)
    await reminder.expectError(genericError)
    await expect(reminder.button('Nochmal versuchen')).toBeEnabled()
  })

  test('a confirmation link without a token is incomplete', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.stockReminderDoubleOptInWithoutToken)
    await new MailLinkPage(page).expectError(linkIncomplete)
  })

  test('unsubscribe from the mail, and a second time it says so', async ({ page }) => {
    const panel = new HarnessPanel(page)
    const reminder = new MailLinkPage(page)
    await panel.openMailWithSubject(subjects.stockReminderActive)
    await reminder.expectHeading('Benachrichtigung zur Verfügbarkeit abbestellen')
    await reminder.button(unsubscribe).click()
    await reminder.expectOutcome(`Sie haben die Benachrichtigung für „${bracelet}“ abbestellt.`)

    await panel.openMailWithSubject(subjects.stockReminderActive)
    await reminder.button(unsubscribe).click()
    await reminder.expectOutcome(`Sie haben die Benachrichtigung für „${bracelet}“ bereits abbestellt.`)
  })

  test('unsubscribing without a connection says so', async ({ page }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'newsletter', endpoint: 'DELETE /stock-reminder/:id', kind: 'network-error' })
    await panel.openMailWithSubject(subjects.stockReminderActive)
    const reminder = new MailLinkPage(page)
    await reminder.button(unsubscribe).click()
    await reminder.expectError(connectionError)
  })

  test('an unsubscribe link without the reminder is incomplete', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.stockReminderWithoutId)
    await new MailLinkPage(page).expectError(linkIncomplete)
  })
})

test.describe('market research', () => {
  const heading = 'Teilnahme an unserer Kundenbefragung'

  test('confirm from the mail; opened again it is already confirmed', async ({ page }) => {
    const panel = new HarnessPanel(page)
    const research = new MailLinkPage(page)
    await panel.openMailWithSubject(subjects.marketResearchDoubleOptIn)
    await research.expectHeading(heading)
    await research.expectOutcome(/^Vielen Dank! Ihre Teilnahme ist bestätigt\./)

    await panel.openMailWithSubject(subjects.marketResearchDoubleOptIn)
    await research.expectOutcome('Sie haben Ihre Teilnahme bereits bestätigt. Vielen Dank!')
  })

  test('an expired link is the generic error', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.expired(subjects.marketResearchDoubleOptIn))
    const research = new MailLinkPage(page)
    await research.expectHeading(heading)
    await research.expectError(genericError)
  })

  test('a link without a token is the generic error', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.marketResearchWithoutToken)
    const research = new MailLinkPage(page)
    await research.expectHeading(heading)
    await research.expectError(genericError)
  })
})

test.describe('upsell', () => {
  const unsubscribe = 'Abbestellen'

  test('unsubscribe from the mail: the address from the answer', async ({ page, customer }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.upsell)
    const upsell = new MailLinkPage(page)
    await upsell.expectHeading('Empfehlungen zu Ihren Bestellungen abbestellen')
    await upsell.button(unsubscribe).click()
    await upsell.expectOutcome(
      `Sie haben die Empfehlungen abbestellt. An ${customer.username} schicken wir keine mehr.`,
    )
  })

  test('a failed call shows the generic error and keeps the button', async ({ page }) => {
    const panel = new HarnessPanel(page)
    await panel.open()
    await panel.injectFault({ service: 'customer', endpoint: 'POST /user/unsubscribe/upsell', kind: 'http-500' })
    await panel.openMailWithSubject(subjects.upsell)
    const upsell = new MailLinkPage(page)
    await upsell.button(unsubscribe).click()
    await upsell.expectError(genericError)
    await expect(upsell.button(unsubscribe)).toBeEnabled()
  })

  test('a link missing the email is incomplete', async ({ page }) => {
    await new HarnessPanel(page).openMailWithSubject(subjects.upsellWithoutEmail)
    const upsell = new MailLinkPage(page)
    await upsell.expectError(linkIncomplete)
    await expect(upsell.button(unsubscribe)).toHaveCount(0)
  })
})

test('on a phone the longest page fits without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 })
  await new HarnessPanel(page).openMailWithSubject(subjects.stockReminderActive)
  await new MailLinkPage(page).expectHeading('Benachrichtigung zur Verfügbarkeit abbestellen')
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})
