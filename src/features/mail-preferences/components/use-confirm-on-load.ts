import { useEffect, useRef } from 'react'

/**
 * Confirms a mailed token once, as the page opens. Once per token: StrictMode runs effects twice,
 * and a second call would answer "already confirmed" before the first answer is shown.
 */
export function useConfirmOnLoad(token: string, confirm: (token: string) => void): void {
  const confirmedToken = useRef<string | null>(null)
  useEffect(() => {
    if (!token || confirmedToken.current === token) return
    confirmedToken.current = token
    confirm(token)
  }, [token, confirm])
}
