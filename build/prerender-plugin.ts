import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { basename, dirname, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build, type Plugin, type ResolvedConfig } from 'vite'

type PrerenderModule = typeof import('../src/app/prerender')

/**
 * The production build's prerendered pages: after the client build, `src/app/prerender.tsx` is built for Node and
 * renders the account frame into index.html and each public page into `<path>.html` (the web server answers /login
 * with login.html). Nothing else goes into a page: the entry and its preloads stay as Vite wrote them.
 */
export function prerenderPlugin({ mode }: { mode: string }): Plugin {
  let config: ResolvedConfig
  // Only a build of the app's own page: Storybook builds with this config too (its page is iframe.html).
  let builtAppPage = false
  return {
    name: 'mein-konto:prerender',
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
      // One folder per output folder: two builds side by side (dist, dist-e2e) must not read each other's.
      const ssrOutDir = resolve(config.root, 'node_modules/.cache/prerender', basename(outDir))
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
      const { prerenderPages } = (await import(
        `${pathToFileURL(join(ssrOutDir, 'prerender.mjs')).href}?build=${Date.now()}`
      )) as PrerenderModule
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
      // An account page asks the customer service (with its cookie) and Unleash before it shows: connected while
      // the app loads.
      const preconnects = [
        [config.env.VITE_CUSTOMER_SERVICE_URL, 'use-credentials'],
        [config.env.VITE_UNLEASH_URL, 'anonymous'],
      ].flatMap(([url, mode]) =>
        url ? [`<link rel="preconnect" href="${new URL(url).origin}" crossorigin="${mode}">`] : [],
      )
      for (const { file, markup, fromMail } of await prerenderPages()) {
        if (!/<main[ >]/.test(markup) || /<script/i.test(markup))
          throw new Error(`Prerendering ${file} gave unexpected markup: ${markup.slice(0, 300)}`)
        // A page opened from a mail sends no referrer, from its first request on: its address carries the link's
        // token or the customer's details (the web server sends the header too: docs/production.md).
        // Right after the charset: the policy holds for the requests of the tags after it.
        const noReferrer = fromMail ? '\n    <meta name="referrer" content="no-referrer" />' : ''
        const head = file === 'index.html' ? preconnects.map((link) => `  ${link}\n`).join('') : ''
        const html = indexHtml
          .replace(/<meta charset[^>]*>/i, (charset) => `${charset}${noReferrer}`)
          .replace('</head>', () => `${head}</head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>`)
        mkdirSync(dirname(join(outDir, file)), { recursive: true })
        writeFileSync(join(outDir, file), html)
      }
    },
  }
}
