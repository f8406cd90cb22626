import ts from 'typescript'
import { accountRootPath } from '@/shared/config/account-root'
import { paths } from '@/shared/config/paths'

/**
 * E2E suites, stories and scenarios reach the app's routes by name (`paths.orders.getHref()`), never
 * by spelling them: a route renamed in src/shared/config/paths.ts then moves every test with it.
 *
 * A spelled route is a string literal (or the text of a template literal before its first `${`) that
 * equals a route of `paths`, or begins with one and goes on with `/`, `?` or `#`; a `:parameter` of
 * the route stands for one segment, and a lone `'/'` is the home route. The production base path
 * (`/dpl/av`) in front counts too. Not routes: service endpoints (`/api/…`), `//host` addresses,
 * comments and regular expressions.
 *
 * The one exception is the address the user sees: a literal may stay in a statement that checks the
 * address bar, that is, a statement that calls `toHaveURL` or `waitForURL` or reads a `.pathname`
 * (`await expect(page).toHaveURL((url) => url.pathname === '/login')`).
 */
const addressCheck = /\b(toHaveURL|waitForURL)\b|\.pathname\b/

const routePatterns = Object.values(paths).flatMap((route) => [
  route.path,
  ...('routePath' in route ? [route.routePath] : []),
])

function routeRegex(pattern: string): RegExp {
  const body = pattern
    .replace(/\/\*$/, '')
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/:\w+/g, '[^/?#]+')
  // The home route `/` goes on only with a query or a fragment: `/orders` and `//host` are not home.
  const goesOn = pattern === '/' ? '[?#]' : '[/?#]'
  return new RegExp(`^${body}(?:${goesOn}.*)?$`)
}

const routeRegexes = routePatterns.map(routeRegex)

function isRoute(text: string): boolean {
  const path = text.startsWith(`${accountRootPath}/`) ? text.slice(accountRootPath.length) : text
  return routeRegexes.some((regex) => regex.test(path))
}

/** The statement a node is part of: the innermost one (a callback's statement, not the whole test). */
function enclosingStatement(node: ts.Node): ts.Node {
  let current = node
  while (current.parent && !ts.isBlock(current.parent) && !ts.isSourceFile(current.parent)) current = current.parent
  return current
}

/** `line: text` of each spelled route in `source`. */
export function spelledRoutes(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(
    fileName,
    source,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  )
  const found: string[] = []
  const visit = (node: ts.Node) => {
    let text: string | undefined
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) text = node.text
    else if (ts.isTemplateExpression(node)) text = node.head.text
    if (
      text !== undefined &&
      !ts.isImportDeclaration(node.parent) &&
      isRoute(text) &&
      !addressCheck.test(enclosingStatement(node).getText(file))
    ) {
      const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1
      found.push(`${line}: ${node.getText(file)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}
