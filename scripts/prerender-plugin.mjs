/**
 * Prerenders the login page in the production build: after the client build, `src/app/prerender.tsx`
 * is built for Node (`build.ssr`), renders the login route, and its markup is written into a copy of
 * index.html with the route's styles in the head and one small deferred script file (no inline script:
 * the CSP stays strict) that asks for the entry and all of the route's chunks at once after the first
 * frame. So the first paint needs no script, the code loads in one wave, and `src/main.tsx` hydrates.
 * Written as `login.html` and `login/index.html`: the web server answers /login with it (vite preview
 * and sirv do; nginx `try_files $uri $uri.html $uri/ /index.html`); every other path keeps index.html.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { entryFiles, keysOfFiles, staticClosure } from './bundle-budget.mjs'

/** Each prerendered page: its path below the base and the lazy module of its route. */
export const prerenderedPages = [
  { path: 'login', source: 'src/features/auth/login/login-page.tsx', mustContain: /autocomplete="username"/i },
]

/** What a page needs beyond the entry's: its chunks (module preloads) and styles. */
export function routeAssets(manifest, source, entry) {
  const entryClosure = new Set(keysOfFiles(manifest, entry).flatMap((key) => [...staticClosure(manifest, key)]))
  const loadedByEntry = new Set([
    ...entry,
    ...[...entryClosure].flatMap((key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]),
  ])
  const files = (key) => [manifest[key]?.file, ...(manifest[key]?.css ?? [])]
  const needed = [...new Set([...staticClosure(manifest, source)].flatMap(files))].filter(
    (file) => file && !loadedByEntry.has(file),
  )
  return { css: needed.filter((file) => file.endsWith('.css')), js: needed.filter((file) => file.endsWith('.js')) }
}

/**
 * The prerendered page's one script (a file: the CSP allows no inline script). It asks for the app's
 * scripts right after the first frame, all at once: the entry and every chunk of the route as module
 * preloads, so the page paints from its HTML and CSS without waiting for (or running) any script
 * first, and its code still arrives in one wave.
 */
export function bootScript({ entry, preload }) {
  return `(function () {
  var entry = ${JSON.stringify(entry)}
  var preload = ${JSON.stringify(preload)}
  function load() {
    preload.forEach(function (href) {
      var link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    })
    entry.forEach(function (src) {
      var script = document.createElement('script')
      script.type = 'module'
      script.crossOrigin = ''
      script.src = src
      document.head.appendChild(script)
    })
  }
  if (document.visibilityState === 'visible') requestAnimationFrame(function () { setTimeout(load, 0) })
  else load()
})()
`
}

/** Pages index.html opens whose chunks its route script asks for beside the entry: account home. */
export const directRoutes = [
  { path: '', sources: ['src/app/shell/account-layout.tsx', 'src/app/pages/account-home-page.tsx'] },
]

/**
 * index.html's route script (a file: no inline script): on every page it sends what every signed-in
 * page waits for (`early`, see `earlyRequests` in src/app/prerender.tsx: the login-state call and the
 * flags, each with the URL and headers the app would send, and the window property it leaves the
 * answer on) while the app's script is still loading; the app reads each answer once (in memory
 * only). On a page it knows, it asks for the page's chunks and styles while the entry is still loading.
 */
export function routePreloadScript(routes, early = []) {
  return `(function () {
  var early = ${JSON.stringify(early)}
  if (window.fetch)
    early.forEach(function (sent) {
      var init = { credentials: sent.credentials, headers: sent.headers }
      if (sent.timeoutMs && window.AbortSignal && AbortSignal.timeout) init.signal = AbortSignal.timeout(sent.timeoutMs)
      window[sent.key] = fetch(sent.url, init)
      // The app reads the answer, or asks again where it failed: no unhandled rejection meanwhile.
      window[sent.key].catch(function () {})
    })
  var routes = ${JSON.stringify(routes)}
  var path = location.pathname.replace(/\\/?$/, '/')
  var route = routes[path]
  if (!route) return
  route.css.forEach(function (href) {
    var link = document.createElement('link')
    link.rel = 'stylesheet'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  })
  route.js.forEach(function (href) {
    var link = document.createElement('link')
    link.rel = 'modulepreload'
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
  })
})()
`
}

/** The unleash-proxy-client chunk: every page asks for it at start-up where a flag service is configured. */
function flagClientFile(manifest) {
  return Object.values(manifest).find((chunk) => chunk.src?.includes('node_modules/unleash-proxy-client/'))?.file
}

export function prerenderPlugin({ mode }) {
  let config
  // Only a build of the app's own page: Storybook builds with this config too (its page is iframe.html).
  let builtAppPage = false
  return {
    name: 'prerender-login-page',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    writeBundle(_options, bundle) {
      if ('index.html' in bundle) builtAppPage = true
    },
    async closeBundle() {
      if (mode !== 'production' || config.build.ssr || !builtAppPage) return
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
      const { prerender, earlyRequests } = await import(
        `${pathToFileURL(join(ssrOutDir, 'prerender.mjs')).href}?build=${Date.now()}`
      )
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
      const entry = entryFiles(outDir)
      const flagClient = config.env.VITE_UNLEASH_URL ? flagClientFile(manifest) : undefined
      const url = (file) => `${config.base}${file}`
      // Every page: the flag client's chunk with the entry, not a round trip after it.
      const template = flagClient
        ? indexHtml.replace('</head>', `  <link rel="modulepreload" crossorigin href="${url(flagClient)}">\n  </head>`)
        : indexHtml
      // Account home (index.html at the base path): its chunks with the entry, not after it has run.
      const routeScript = routePreloadScript(
        Object.fromEntries(
          directRoutes.map(({ path, sources }) => {
            const assets = sources.map((source) => routeAssets(manifest, source, entry))
            return [
              `${config.base}${path}`,
              {
                js: [...new Set(assets.flatMap((a) => a.js))].map(url),
                css: [...new Set(assets.flatMap((a) => a.css))].map(url),
              },
            ]
          }),
        ),
        earlyRequests(),
      )
      const routeScriptFile = `assets/route-preloads-${createHash('sha256').update(routeScript).digest('hex').slice(0, 8)}.js`
      writeFileSync(join(outDir, routeScriptFile), routeScript)
      writeFileSync(
        join(outDir, 'index.html'),
        template.replace(
          /(\s*)<script type="module"/,
          `$1<script defer src="${url(routeScriptFile)}"></script>$1<script type="module"`,
        ),
      )
      for (const page of prerenderedPages) {
        const markup = await prerender(`${config.base}${page.path}`)
        if (!page.mustContain.test(markup) || /<script/i.test(markup))
          throw new Error(`Prerendering ${page.path} gave unexpected markup: ${markup.slice(0, 300)}`)
        const assets = routeAssets(manifest, page.source, entry)
        const boot = bootScript({
          entry: entry.map(url),
          preload: [...assets.js, ...(flagClient ? [flagClient] : [])].map(url),
        })
        const bootFile = `assets/boot-${page.path}-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`
        writeFileSync(join(outDir, bootFile), boot)
        const head = [
          ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
          `<script defer src="${url(bootFile)}"></script>`,
        ]
        const html = template
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', `<div id="root">${markup}</div>`)
        // `login.html` answers /login (vite preview, sirv, try_files $uri.html), `login/index.html` /login/.
        writeFileSync(join(outDir, `${page.path}.html`), html)
        mkdirSync(join(outDir, page.path), { recursive: true })
        writeFileSync(join(outDir, page.path, 'index.html'), html)
      }
    },
  }
}
