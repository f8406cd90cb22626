/**
 * A tiny static file server for built output (Storybook, prototype) on localhost, with an
 * SPA fallback to index.html and optional extra headers. No dependencies.
 */
import { createServer } from 'node:http'
import { createReadStream, existsSync, statSync } from 'node:fs'
import { extname, join, normalize, resolve } from 'node:path'

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
}

export function serveStatic({ root, port, host = '127.0.0.1', headers = {}, spaFallback = true }) {
  const base = resolve(root)
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    let file = normalize(join(base, pathname))
    if (!file.startsWith(base)) {
      response.writeHead(403).end()
      return
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    if (!existsSync(file)) {
      if (!spaFallback || extname(pathname)) {
        response.writeHead(404).end('Not found')
        return
      }
      file = join(base, 'index.html')
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream', ...headers })
    createReadStream(file).pipe(response)
  })
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject)
    server.listen(port, host, () => resolvePromise(server))
  })
}
