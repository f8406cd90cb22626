/**
 * Finds every `apiRequest({ … })` in src and reads its service, method and path, so the fault
 * matrix can tell a call the app makes that has no row in the registry. Template parts of a path
 * (`${…}`) become `:param`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return files(path)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : []
  })
}

export function scanApiCalls(root = 'src') {
  const calls = []
  for (const file of files(root)) {
    const text = readFileSync(file, 'utf8')
    for (const match of text.matchAll(/apiRequest\(\{([\s\S]*?)\n?\s*\}\)/g)) {
      const body = match[1]
      const service = /service: '(\w+)'/.exec(body)?.[1]
      const method = /method: '(\w+)'/.exec(body)?.[1] ?? 'GET'
      const rawPath = /path: (['`])([^'`]+)\1/.exec(body)?.[2]
      if (!service || !rawPath) continue
      const path = rawPath.replace(/\$\{[^}]+\}/g, ':param')
      calls.push({ service, method, path, file })
    }
  }
  return calls
}

/** Whether a scanned path (`/orders/:param`) is the registry's template (`/orders/:id`). */
export function samePath(scanned, template) {
  const a = scanned.split('/')
  const b = template.split('/')
  return (
    a.length === b.length &&
    a.every((part, index) => part === b[index] || (part === ':param' && b[index].startsWith(':')))
  )
}
