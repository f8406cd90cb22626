import { useEffect, useRef } from 'react'
import { useMutation } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { useOneTimeParameters } from '@/shared/config/use-one-time-parameters'

export type MailLinkConfirmationOptions<Result> = {
  /** The call that confirms the mailed token. */
  confirm: (token: string) => Promise<Result>
  /** The link's parameter that carries the token (default `token`). */
  tokenParameter?: string
  /** Runs once confirmed, before the page shows it (awaited: the progress stays meanwhile). */
  onConfirmed?: (result: Result) => unknown
  /** The failures that mean the link is used up or unknown: a new link helps, trying again does not. */
  isExpired?: (error: unknown) => boolean
}

/** Where confirming a mailed link stands. */
export type MailLinkConfirmationState<Result> =
  | { status: 'missingToken' }
  | { status: 'confirming' }
  | { status: 'done'; result: Result }
  | { status: 'expired'; error: unknown }
  | { status: 'failed'; error: unknown; retry: () => void }

/**
 * A page opened from a mailed link: reads the token and takes it out of the address bar as its first act
 * (useOneTimeParameters), then confirms it, once per token (StrictMode runs effects twice, and a link works
 * once: a second call would answer "used already" before the first answer is shown). The call goes out only
 * once the token has left the address bar, so nothing the page asks for meanwhile carries it in its referrer.
 * Without a token nothing is sent.
 */
export function useMailLinkConfirmation<Result>({
  confirm,
  tokenParameter = 'token',
  onConfirmed,
  isExpired,
}: MailLinkConfirmationOptions<Result>): MailLinkConfirmationState<Result> {
  const token = useOneTimeParameters([tokenParameter])[tokenParameter] ?? ''
  const inAddressBar = useSearchParams()[0].has(tokenParameter)
  const mutation = useMutation({ mutationFn: confirm, onSuccess: onConfirmed })
  const { mutate } = mutation
  const confirmedToken = useRef<string | null>(null)
  useEffect(() => {
    if (!token || inAddressBar || confirmedToken.current === token) return
    confirmedToken.current = token
    mutate(token)
  }, [token, inAddressBar, mutate])

  if (!token) return { status: 'missingToken' }
  if (mutation.isError) {
    const { error } = mutation
    return isExpired?.(error) ? { status: 'expired', error } : { status: 'failed', error, retry: () => mutate(token) }
  }
  if (mutation.isSuccess) return { status: 'done', result: mutation.data }
  return { status: 'confirming' }
}
