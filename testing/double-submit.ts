import { act } from '@testing-library/react'

/**
 * A double click the disabled button cannot stop: the form of `submitButton` is submitted twice in
 * one tick, before React renders the busy (disabled) button in between.
 */
export function submitTwice(submitButton: HTMLElement): void {
  const form = (submitButton as HTMLButtonElement).form
  if (!form) throw new Error('submitTwice: the button belongs to no form')
  act(() => {
    form.requestSubmit()
    form.requestSubmit()
  })
}

/** The same for a button outside a form: two clicks in one tick. */
export function clickTwice(button: HTMLElement): void {
  act(() => {
    button.click()
    button.click()
  })
}
