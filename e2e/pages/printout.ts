import { expect, type Page } from '@playwright/test'

/**
 * Prints the page (print media) and checks what a printout leaves out: the shell's navigation, header
 * and footer, the prototype's panel, the back link and every control; and that its text is black.
 */
export async function expectPrintedWithoutChrome(page: Page): Promise<void> {
  await page.emulateMedia({ media: 'print' })
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('banner')).toHaveCount(0)
  await expect(page.getByRole('contentinfo')).toHaveCount(0)
  await expect(page.getByRole('complementary', { name: 'Prototyp-Steuerung' })).toHaveCount(0)
  await expect(page.getByRole('button')).toHaveCount(0)
  await expect(page.getByRole('combobox')).toHaveCount(0)
  await expect(page.getByRole('link', { name: 'Zurück', exact: true })).toHaveCount(0)
  expect(await page.locator('h1').evaluate((heading) => getComputedStyle(heading).color)).toBe('rgb(0, 0, 0)')
}
