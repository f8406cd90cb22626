import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { takenMailLinkParameter } from './mail-link-parameters'

/**
 * Reads parameters that must not stay in the address bar (one-time tokens, an email from a mail
 * link) once, then takes them out of it: they would otherwise land in the history, in bookmarks
 * and in the referrer of whatever the customer opens next. The values stay for the page's life.
 */
export function useOneTimeParameters<const Name extends string>(names: readonly Name[]): Record<Name, string | null> {
  const [searchParams, setSearchParams] = useSearchParams()
  // A mailed token the entry took out of the address bar already, where the page was opened with it.
  const takenAtStart = (name: string) =>
    typeof window === 'undefined' ? null : takenMailLinkParameter(window.location.pathname, name)
  const read = () =>
    Object.fromEntries(names.map((name) => [name, searchParams.get(name) ?? takenAtStart(name)])) as Record<
      Name,
      string | null
    >
  const [values, setValues] = useState(read)
  const present = names.some((name) => searchParams.has(name))
  // Another link opened on the same page (in-app navigation) brings its own values.
  if (present) {
    const fresh = read()
    if (names.some((name) => fresh[name] !== values[name])) setValues(fresh)
  }
  useEffect(() => {
    if (!present) return
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const name of names) next.delete(name)
        return next
      },
      { replace: true, preventScrollReset: true },
    )
    // `names` is a literal list at each call site: only whether they are in the URL matters.
  }, [present, setSearchParams])
  return values
}
