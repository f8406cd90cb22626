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

  /**
   * Runs a change that reloads the page and waits for the new document's app. Waiting for the load
   * event first: the old page's heading is still visible until then.
   */
  async reloadsAfter(change: () => Promise<void>): Promise<void> {
    const page = this.root.page()
    const loaded = page.waitForEvent('load')
    await change()
    await loaded
    await expect(page.locator('main h1').first()).toBeVisible()
  }

  async setEnvironment(environment: string): Promise<void> {
    await this.reloadsAfter(() =>
      this.root
        .getByLabel('Umgebung', { exact: true })
        .selectOption(environment)
        .then(() => {}),
    )
  }

  async setShop(locale: string): Promise<void> {
    await this.reloadsAfter(() =>
      this.root
        .getByLabel('Shop', { exact: true })
        .selectOption(locale)
        .then(() => {}),
    )
  }

  /** Applies the flag switches made so far, all at once (the page reloads). */
  async applyFlags(): Promise<void> {
    await this.reloadsAfter(() => this.root.getByRole('button', { name: /\d+ Änderung(en)? übernehmen/ }).click())
  }

  /** Moves the mock clock by a step button (`+10 Min`, `Nächster Tag 0:00`, …); the page reloads. */
  async moveClock(step: string): Promise<void> {
    await this.open()
    await this.reloadsAfter(() =>
      this.root.getByRole('group', { name: 'Uhr vorstellen' }).getByRole('button', { name: step }).click(),
    )
  }

  /** Sets the mock clock to a local date and time, `2026-11-20T23:50`; the page reloads. */
  async setClock(dateTime: string): Promise<void> {
    await this.open()
    await this.root.getByLabel(/^Datum und Uhrzeit/).fill(dateTime)
    await this.reloadsAfter(() => this.root.getByRole('button', { name: 'Uhr stellen' }).click())
  }

  clock(): Locator {
    return this.root.getByText(/^Mock-Uhr:/)
  }

  async signInAs(name: string): Promise<void> {
    await this.open()
    await this.root.getByRole('button', { name: `Als ${name} anmelden` }).click()
  }

  /** The request log's rows (newest first), optionally of one service only. */
  async requests(service?: string): Promise<Locator> {
    await this.open()
    await this.root.getByLabel('Nach Dienst filtern').selectOption(service ?? '')
    return this.root.getByRole('region', { name: 'Anfrageprotokoll' }).getByRole('row')
  }

  async injectFault(options: {
    service: string
    endpoint?: string
    kind: string
    count?: '1' | '3' | 'always'
  }): Promise<void> {
    await this.root.getByLabel('Dienst', { exact: true }).selectOption(options.service)
    await this.root.getByLabel(/Nur Endpunkt/).fill(options.endpoint ?? '')
    await this.root.getByLabel('Fehlerart').selectOption(options.kind)
    await this.root.getByLabel('Wie oft').selectOption(options.count ?? '1')
    await this.root.getByRole('button', { name: 'Fehler aktivieren' }).click()
  }

  /** The outbox entry of the mail to `recipient` (exactly one). */
  async mailTo(recipient: string): Promise<Locator> {
    await this.open()
    const mail = this.root.getByRole('listitem').filter({ hasText: `an ${recipient}` })
    await expect(mail).toBeVisible()
    return mail
  }

  /** Opens the link of the mail to `recipient`, as the customer would from their inbox, and returns the link's address. */
  async openMailLink(recipient: string): Promise<URL> {
    const link = (await this.mailTo(recipient)).getByRole('link', { name: 'Link öffnen' })
    const href = (await link.getAttribute('href')) ?? ''
    await link.click()
    return new URL(href, this.root.page().url())
  }

  /** Opens the link of the outbox mail with exactly this subject. */
  async openMailWithSubject(subject: string): Promise<void> {
    await this.open()
    const mail = this.root.getByRole('listitem').filter({ has: this.root.page().getByText(subject, { exact: true }) })
    await mail.getByRole('link', { name: 'Link öffnen' }).click()
  }

  /** The link to this tab's state, once made for what the panel shows now (its fragment is compressed: async). */
  async link(): Promise<string> {
    await this.open()
    await expect(this.root.getByText(/^[\d.]+ Zeichen\./)).toBeVisible()
    return this.root.getByLabel(/Link zu diesem Stand/).inputValue()
  }
}
