import prettierOptions from '../../.prettierrc.json'
import { paths } from '../../src/shared/config/paths'

/**
 * TypeScript source for the scenario module the panel saves (scenario-module.ts): written plainly, then
 * formatted by Prettier with the project's settings, so the file can be committed as it is downloaded.
 * Prettier is loaded only when a scenario is saved.
 */
export async function formatted(source: string): Promise<string> {
  const [prettier, babel, estree] = await Promise.all([
    import('prettier/standalone'),
    import('prettier/plugins/babel'),
    import('prettier/plugins/estree'),
  ])
  const options = prettierOptions as import('prettier').Options
  return prettier.format(source, { ...options, parser: 'babel-ts', plugins: [babel, estree] })
}

/** Source that stands for itself in a literal (a call, a variable), not for a string. */
export class Code {
  constructor(readonly source: string) {}
}
export const code = (source: string) => new Code(source)

/** A value as an expression: JSON, with each `Code`'s source in place of a string (Prettier quotes and wraps it). */
export function literal(value: unknown): string {
  const sources: string[] = []
  const json = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof Code ? `\u0000${sources.push(item.source) - 1}\u0000` : item,
  )
  return json.replace(/"\\u0000(\d+)\\u0000"/g, (_placeholder, index: string) => sources[Number(index)] ?? '')
}

const segmentPattern = '[^/?#]+'

/** Each route of the app with the pattern its links match, and how a link of it is written in source. */
const routes = Object.entries(paths).flatMap(([name, route]) => {
  const patterns: Array<{ pattern: string; rest: boolean }> = [{ pattern: route.path, rest: false }]
  if ('routePath' in route) patterns.push({ pattern: route.routePath.replace(/\/\*$/, ''), rest: true })
  return patterns.map(({ pattern, rest }) => {
    const parameters = pattern.match(/:\w+/g) ?? []
    const body = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, `(${segmentPattern})`)
    // `getHref()` where it takes nothing (a link, as the app writes it), else the route's `path`.
    const bare = route.getHref.length === 0 ? `paths.${name}.getHref()` : `paths.${name}.path`
    return { name, parameters, rest, bare, regex: new RegExp(`^${body}${rest ? '(/.+)' : ''}$`) }
  })
})

/**
 * An app link (`/orders/order-0001`, `/magic-link?token=…`) as code that builds it from the app's routes
 * (`paths.orderDetails.getHref('order-0001')`, `withQuery(paths.magicLink.path, { token: '…' })`): scenarios
 * name routes, never spell them (scripts/route-literals.test.ts). Undefined for text that is no app link.
 */
export function routeCode(href: string): Code | undefined {
  const [pathname = '', search] = href.split('?', 2)
  const route = routes.find((candidate) => candidate.regex.test(pathname))
  if (!route) return undefined
  const [, ...matches] = route.regex.exec(pathname) ?? []
  const values = matches.slice(0, route.parameters.length).map((value) => JSON.stringify(decodeURIComponent(value)))
  let source = values.length > 0 ? `paths.${route.name}.getHref(${values.join(', ')})` : route.bare
  if (route.rest) source = `\`\${${source}}${matches.at(-1) ?? ''}\``
  if (!search) return code(source)
  const query = [...new URLSearchParams(search)].map(
    ([key, value]) => `${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  )
  return code(`withQuery(${source}, { ${query.join(', ')} })`)
}
