import { useEffect, type RefObject, type SyntheticEvent } from 'react'

type ModalDialogOptions = {
  open: boolean
  /** While busy, Escape does not close the dialog. */
  busy: boolean
  onClose: () => void
}

/**
 * Shows the `<dialog>` behind `dialogRef` as a native modal (focus stays inside, Escape closes it)
 * while `open` is true, and closes it when `open` turns false. Escape asks `onClose` instead of
 * closing by itself, so `open` stays the one source of truth: put the returned handler on the
 * dialog's `onCancel`.
 */
export function useModalDialog(
  dialogRef: RefObject<HTMLDialogElement | null>,
  { open, busy, onClose }: ModalDialogOptions,
) {
  useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [dialogRef, open])

  return function onCancel(event: SyntheticEvent<HTMLDialogElement>) {
    event.preventDefault()
    if (!busy) onClose()
  }
}
