/** Copying from the panel: the clipboard where the browser allows it, else the reader marks the text. */
export type CopyState = 'idle' | 'copied' | 'failed'

export function copyText(text: string): Promise<CopyState> {
  return navigator.clipboard.writeText(text).then(
    () => 'copied',
    () => 'failed',
  )
}

export function copyStateText(state: CopyState, what: string): string {
  if (state === 'copied') return 'Kopiert.'
  if (state === 'failed') return `Kopieren nicht erlaubt: bitte ${what} markieren.`
  return ''
}

/** Offers text as a file to save, as a download link would. */
export function downloadText(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.click()
  // After the click has handed the file to the browser.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
