import { expect, type Locator, type Page } from '@playwright/test'

/** The prototype's control panel (mock builds only). */
export class HarnessPanel {
  readonly root: Locator

  constructor(page: Page) {
    this.root = page.getByRole('complementary', { name: 'Prototyp-Steuerung' })
  }

  async open(): Promise<void> {
    const toggle = this.root.getByRole('button', { name: /Prototyp-Steuerung (öffnen|schließen)/ })
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click()
    await expect(this.root.getByRole('heading', { name: 'Szenario' })).toBeVisible()
  }

  async chooseScenario(id: string): Promise<void> {
    await this.root.getByLabel('Szenario wählen').selectOption(id)
    await this.root.getByRole('button', { name: /Szenario (neu )?laden/ }).click()
  }

  flag(name: string): Locator {
    return this.root.getByRole('checkbox', { name: `${name} aktiv` })
  }

  async injectFault(options: { service: string; endpoint?: string; kind: string }): Promise<void> {
    await this.root.getByLabel('Dienst').selectOption(options.service)
    await this.root.getByLabel(/Nur Endpunkt/).fill(options.endpoint ?? '')
    await this.root.getByLabel('Fehlerart').selectOption(options.kind)
    await this.root.getByRole('button', { name: 'Fehler aktivieren' }).click()
  }

  /** The outbox entry of the mail to `recipient` (exactly one). */
  async mailTo(recipient: string): Promise<Locator> {
    await this.open()
    const mail = this.root.getByRole('listitem').filter({ hasText: `an ${recipient}` })
    await expect(mail).toBeVisible()
    return mail
  }

  /** Opens the link of the mail to `recipient`, as the customer would from their inbox. */
  async openMailLink(recipient: string): Promise<void> {
    await (await this.mailTo(recipient)).getByRole('link', { name: 'Link öffnen' }).click()
  }

  /** Opens the link of the outbox mail with exactly this subject. */
  async openMailWithSubject(subject: string): Promise<void> {
    await this.open()
    const mail = this.root.getByRole('listitem').filter({ has: this.root.page().getByText(subject, { exact: true }) })
    await mail.getByRole('link', { name: 'Link öffnen' }).click()
  }

  async link(): Promise<string> {
    return this.root.getByLabel(/Link zu diesem Stand/).inputValue()
  }
}
