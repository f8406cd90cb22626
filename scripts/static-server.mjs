/**
 * Serves a built folder (prototype, Storybook) with sirv, a maintained static file server: it
 * answers malformed escapes and paths outside the root itself, with an SPA fallback to index.html
 * and the given headers on every answer. Bound to localhost unless a host is asked for.
 */
import { createServer } from 'node:http'
import sirv from 'sirv'

export function serveStatic({ root, port, host = '127.0.0.1', headers = {}, spaFallback = true }) {
  const files = sirv(root, {
    single: spaFallback,
    dev: false,
    etag: true,
    dotfiles: false,
    setHeaders: (response) => {
      for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    },
  })
  const server = createServer((request, response) => {
    for (const [name, value] of Object.entries(headers)) response.setHeader(name, value)
    files(request, response, () => {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found')
    })
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}
