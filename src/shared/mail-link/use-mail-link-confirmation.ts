import { useEffect, useRef, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'
import { earlyConfirmationOf, takeEarlyConfirmation } from './early-confirmation'

export type MailLinkConfirmationOptions<Result> = {
  /**
   * The call that confirms the mailed token; with `sent`, the answer of that call sent before the app ran
   * (early-confirmation.ts), to be read instead of sending it again.
   */
  confirm: (token: string, sent?: Promise<Response>) => Promise<Result>
  /** The link's parameter that carries the token (default `token`). */
  tokenParameter?: string
  /**
   * Runs once confirmed, before the page shows it (awaited: the progress stays meanwhile); where the page's
   * script showed it before the app ran, once the app has read the answer too.
   */
  onConfirmed?: (result: Result) => unknown
  /** The failures that mean the link is used up or unknown: a new link helps, trying again does not. */
  isExpired?: (error: unknown) => boolean
  /**
   * Where the page's script showed the done view before the app ran: the result of the answer's body it showed
   * it with, as `confirm` reads it (undefined where it would not), so that the first render shows the same.
   */
  resultOfShownAnswer?: (body: unknown) => Result | undefined
}

/** Where confirming a mailed link stands. */
export type MailLinkConfirmationState<Result> =
  | { status: 'missingToken' }
  | { status: 'confirming' }
  | { status: 'done'; result: Result }
  | { status: 'expired'; error: unknown }
  | { status: 'failed'; error: unknown; retry: () => void }

/**
 * A page opened from a mailed link: reads the token (and takes it out of the address bar), confirms it
 * as the page opens, once per token (StrictMode runs effects twice, and a link works once: a second call
 * would answer "used already" before the first answer is shown). Without a token nothing is sent. Where the
 * page's script sent the call before the app ran, its answer is read instead, and where the script has shown
 * the done view already, the page starts there.
 */
export function useMailLinkConfirmation<Result>({
  confirm,
  tokenParameter = 'token',
  onConfirmed,
  isExpired,
  resultOfShownAnswer,
}: MailLinkConfirmationOptions<Result>): MailLinkConfirmationState<Result> {
  const token = useOneTimeParameters([tokenParameter])[tokenParameter] ?? ''
  // Where the page's script has shown the done view, the first render shows the same (it hydrates that view).
  const [shown] = useState(() => {
    const shownBody = token ? earlyConfirmationOf(token)?.shownBody : undefined
    return { token, result: shownBody !== undefined ? resultOfShownAnswer?.(shownBody) : undefined }
  })
  const mutation = useMutation({
    mutationFn: ({ token, sent }: { token: string; sent?: Promise<Response> }) => confirm(token, sent),
    onSuccess: onConfirmed,
  })
  const { mutate } = mutation
  const confirmedToken = useRef<string | null>(null)
  useEffect(() => {
    if (!token || confirmedToken.current === token) return
    confirmedToken.current = token
    mutate({ token, sent: takeEarlyConfirmation(token)?.answer })
  }, [token, mutate])

  if (!token) return { status: 'missingToken' }
  if (mutation.isError) {
    const { error } = mutation
    return isExpired?.(error)
      ? { status: 'expired', error }
      : { status: 'failed', error, retry: () => mutate({ token }) }
  }
  if (mutation.isSuccess) return { status: 'done', result: mutation.data }
  // Shown by the page's script already; the app reads the same answer meanwhile.
  if (shown.result !== undefined && shown.token === token) return { status: 'done', result: shown.result }
  return { status: 'confirming' }
}
