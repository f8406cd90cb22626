/**
 * A page opened from a mailed link whose largest paint is its answer (the email change's confirmation)
 * confirms the link before the app's script has run, in the production build: the page's inline script
 * (scripts/prerender-plugin.mjs, `confirmationScript`) sends the confirming POST while the page is parsed and
 * leaves it here; where its answer confirms the link before the app starts, the script shows the page's done
 * view from the `<template>` the build rendered (early-confirmation-template.ts) and notes the answer's body
 * (`shownBody`). The app then takes that POST's answer instead of sending its own: a link works once.
 */
export const earlyConfirmationKey = '__meinKontoMailLinkConfirmation'

export type EarlyConfirmation = {
  token: string
  answer: Promise<Response>
  /** The answer's body, where the script has shown the done view with it. */
  shownBody?: unknown
}

type Holder = Record<string, EarlyConfirmation | undefined>

/** The POST the page's script sent for this token, if it did (a render may read it, as often as it runs). */
export function earlyConfirmationOf(token: string): EarlyConfirmation | undefined {
  const sent = (globalThis as unknown as Holder)[earlyConfirmationKey]
  return sent?.token === token ? sent : undefined
}

/**
 * That POST, once, for the effect that reads its answer: a render may run and be thrown away (a hydration
 * that React starts again), so only a committed page takes it.
 */
export function takeEarlyConfirmation(token: string): EarlyConfirmation | undefined {
  const sent = earlyConfirmationOf(token)
  if (sent) delete (globalThis as unknown as Holder)[earlyConfirmationKey]
  return sent
}
