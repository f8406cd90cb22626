import { isDeepStrictEqual } from 'node:util'

type Document = {
  paths?: Record<string, Record<string, unknown>>
  components?: Record<string, Record<string, unknown>>
}

const methods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']

/**
 * What differs between two versions of the contract, named for a reviewer: each call that changed
 * (`GET /orders/{id} (getOrder)`), each component, and any other part of the document.
 */
export function changedParts(before: Document, after: Document): string[] {
  const changed: string[] = []
  const paths = new Set([...Object.keys(before.paths ?? {}), ...Object.keys(after.paths ?? {})])
  for (const path of [...paths].sort()) {
    const was = before.paths?.[path] ?? {}
    const is = after.paths?.[path] ?? {}
    for (const method of methods) {
      const old = was[method] as { operationId?: string } | undefined
      const now = is[method] as { operationId?: string } | undefined
      if (!old && !now) continue
      if (!isDeepStrictEqual(old, now)) {
        const what = !old ? 'added' : !now ? 'removed' : 'changed'
        changed.push(`${method.toUpperCase()} ${path} (${now?.operationId ?? old?.operationId}): ${what}`)
      }
    }
    if (!isDeepStrictEqual(was.servers, is.servers)) changed.push(`the servers of ${path}`)
  }
  const kinds = new Set([...Object.keys(before.components ?? {}), ...Object.keys(after.components ?? {})])
  for (const kind of [...kinds].sort()) {
    const names = new Set([
      ...Object.keys(before.components?.[kind] ?? {}),
      ...Object.keys(after.components?.[kind] ?? {}),
    ])
    for (const name of [...names].sort())
      if (!isDeepStrictEqual(before.components?.[kind]?.[name], after.components?.[kind]?.[name]))
        changed.push(`components.${kind}.${name}`)
  }
  const rest = new Set(
    [...Object.keys(before), ...Object.keys(after)].filter((key) => key !== 'paths' && key !== 'components'),
  )
  for (const key of [...rest].sort())
    if (!isDeepStrictEqual(before[key as keyof Document], after[key as keyof Document])) changed.push(key)
  return changed
}
