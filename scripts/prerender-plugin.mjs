/**
 * Prerenders the login page in the production build: after the client build, `src/app/prerender.tsx`
 * is built for Node (`build.ssr`), renders the login route, and its markup is written into a copy of
 * index.html as `login/index.html`, with the login route's chunks and styles linked from the head,
 * so the first paint needs no script and the route's code loads in one wave. `src/main.tsx` hydrates it.
 * No inline script: the CSP stays strict. Written as `login.html` and `login/index.html`: the web server
 * answers /login with it (vite preview and sirv do; nginx `try_files $uri $uri.html $uri/ /index.html`);
 * every other path keeps index.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { entryFiles, keysOfFiles, staticClosure } from './bundle-budget.mjs'

/** Each prerendered page: its path below the base and the lazy module of its route. */
export const prerenderedPages = [
  { path: 'login', source: 'src/features/auth/login/login-page.tsx', mustContain: /autocomplete="username"/i },
]

/** The head links a page needs beyond the entry's: its chunks as module preloads, its CSS as styles. */
export function routeHeadLinks(manifest, source, base, entry) {
  const entryClosure = new Set(keysOfFiles(manifest, entry).flatMap((key) => [...staticClosure(manifest, key)]))
  const loadedByEntry = new Set([
    ...entry,
    ...[...entryClosure].flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]),
  ])
  const keys = [...staticClosure(manifest, source)]
  const files = (key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]
  const needed = [...new Set(keys.flatMap(files))].filter((file) => file && !loadedByEntry.has(file))
  return [
    ...needed
      .filter((file) => file.endsWith('.css'))
      .map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...needed
      .filter((file) => file.endsWith('.js'))
      .map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ]
}

export function prerenderPlugin({ mode }) {
  let config
  return {
    name: 'prerender-login-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    async closeBundle() {
      if (mode !== 'production' || config.build.ssr) return
      const outDir = resolve(config.root, config.build.outDir)
      const ssrOutDir = resolve(config.root, 'node_modules/.cache/prerender')
      await build({
        configFile: config.configFile,
        mode,
        logLevel: 'warn',
        build: {
          ssr: 'src/app/prerender.tsx',
          outDir: ssrOutDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rolldownOptions: { output: { codeSplitting: false, entryFileNames: 'prerender.mjs' } },
        },
      })
      const { prerender } = await import(`${pathToFileURL(join(ssrOutDir, 'prerender.mjs')).href}?build=${Date.now()}`)
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
      const template = readFileSync(join(outDir, 'index.html'), 'utf8')
      for (const page of prerenderedPages) {
        const markup = await prerender(`${config.base}${page.path}`)
        if (!page.mustContain.test(markup) || /<script/i.test(markup))
          throw new Error(`Prerendering ${page.path} gave unexpected markup: ${markup.slice(0, 300)}`)
        const links = routeHeadLinks(manifest, page.source, config.base, entryFiles(outDir))
        const html = template
          .replace('</head>', `  ${links.join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        // `login.html` answers /login (vite preview, sirv, try_files $uri.html), `login/index.html` /login/.
        writeFileSync(join(outDir, `${page.path}.html`), html)
        mkdirSync(join(outDir, page.path), { recursive: true })
        writeFileSync(join(outDir, page.path, 'index.html'), html)
      }
    },
  }
}
