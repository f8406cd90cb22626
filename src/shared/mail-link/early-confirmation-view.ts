/**
 * The done view the build renders into a `<template>` of the email change's confirmation page for its script
 * (early-confirmation.ts), its values as `{name}` stand-ins. A module of its own: the entry needs only this.
 */
export const earlyConfirmationDoneTemplateId = 'mail-link-confirmed'

/**
 * From the app's first render on, the page is the app's (src/main.tsx, before it renders): the script no
 * longer shows the done view, whose markup React would not expect.
 */
export function endEarlyConfirmationView(): void {
  globalThis.document?.getElementById(earlyConfirmationDoneTemplateId)?.remove()
}
