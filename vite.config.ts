/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite'
import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { copyFileSync, readFileSync } from 'node:fs'
import { execFileSync } from 'node:child_process'
import { securityHeaders } from './build/security-headers.ts'
import { staticBuildHeaders } from './scripts/static-build-headers.ts'
import { precompileMessages } from './build/precompile-messages.ts'
import { prerenderPlugin } from './build/prerender-plugin.ts'
import { compileHintPlugin } from './build/compile-hints.ts'
import { specMapPage } from './scripts/spec-map-page.ts'
// With its extension, as Node itself would need it: Vite's coming native config loader does.
import { serviceUrlsFromBuildEnv } from './src/shared/config/service-env.ts'
import { specItems, specTag } from './spec-map/items/index.ts'
import { productPicturesPlugin } from './mock-server/harness/product-pictures-plugin.ts'

const immutableCaching = 'public, max-age=31536000, immutable'

/** The commit a build is made from, marked where the working tree differs from it (the bug report names it). */
function buildCommit(): string {
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8' }).trim()
    const changed = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim()
    return changed ? `${commit} (mit nicht eingecheckten Änderungen)` : commit
  } catch {
    return 'unbekannt (kein git)'
  }
}

/** Where tests live (without the `.test.ts(x)` ending). */
const testFileGlobs = [
  'src/**/*',
  'mock-server/**/*',
  'scenarios/**/*',
  'flags/**/*',
  'scripts/**/*',
  'build/**/*',
  'testing/**/*',
  'contract/**/*',
  'spec-map/**/*',
]
/** `.ts` test files that need a document or the mock server (the other `.ts` tests are logic, in Node). */
const appEnvironmentTests = [
  'flags/unleash-adapter.test.ts',
  'mock-server/handlers/customer/payment-methods.test.ts',
  'mock-server/handlers/customer/session-lifetime.test.ts',
  'mock-server/handlers/mail-link-ids.test.ts',
  'mock-server/runtime/request-log.test.ts',
  'mock-server/runtime/mock-contract.test.ts',
  'mock-server/handlers/mock-robustness.test.ts',
  'scenarios/saved-scenario.test.ts',
  'src/app/create-query-client.test.ts',
  'src/app/production-runtime.test.ts',
  'src/features/auth/magic-link/magic-link-state.test.ts',
  'src/shared/api/api-client.test.ts',
  'src/shared/config/mail-link-parameters.test.ts',
]

// Modes: development (dev server with mock), prototype (static build with mock and panel),
// production (real services, no mock code).
export default defineConfig(({ mode, command }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  // A production build without its services' URLs fails here, not in a customer's browser. Storybook
  // builds its preview with this config in production mode too, but talks to the mock.
  const storybook = process.env.STORYBOOK === 'true'
  if (command === 'build' && mode === 'production' && !storybook) serviceUrlsFromBuildEnv(env)
  const useMock = mode !== 'production' && env.VITE_USE_MOCK !== 'false'
  const creatorsHub = env.VITE_CREATORS_HUB === 'true'
  const rootPath = mode === 'production' ? '/dpl/av/' : '/'
  const base = creatorsHub ? `${rootPath}creators-hub/` : rootPath
  return {
    base,
    // Own dependency caches let several dev servers run side by side (E2E_SERVER=dev on other ports).
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    // The mock's own pages (the Google sign-in stand-in) are served only where the mock runs.
    publicDir: useMock ? 'mock-server/public' : false,
    plugins: [
      precompileMessages(),
      react(),
      prerenderPlugin({ mode }),
      compileHintPlugin(),
      specMapPage({ withMock: useMock && mode !== 'test', base }),
      productPicturesPlugin({ withMock: useMock && mode !== 'test', base }),
      {
        // The mock's contract (183 kB) as one JSON.parse: the bundler writes a JSON import as an object
        // literal, which a fresh tab parses and builds much more slowly (the harness's first start).
        name: 'contract-as-json-parse',
        enforce: 'pre',
        load(id) {
          if (!id.endsWith('/contract/openapi.json')) return null
          const json = JSON.stringify(JSON.parse(readFileSync(id, 'utf8')))
          return { code: `export default JSON.parse(${JSON.stringify(json)})`, moduleType: 'js' }
        },
      },
      {
        // Hashed file names never change content: the preview lets the browser keep them, as the real
        // web server should (docs: production), instead of asking again on every page load.
        name: 'immutable-hashed-assets',
        configurePreviewServer(server) {
          server.middlewares.use((request, response, next) => {
            if (request.url?.startsWith(`${server.config.base}assets/`)) {
              const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => typeof response
              response.writeHead = ((...args: unknown[]) => {
                const headers = args.find(
                  (arg): arg is Record<string, unknown> => typeof arg === 'object' && arg !== null,
                )
                if (headers) headers['Cache-Control'] = immutableCaching
                else response.setHeader('Cache-Control', immutableCaching)
                return writeHead(...args)
              }) as typeof response.writeHead
            }
            next()
          })
        },
      },
      {
        // faker's de_AT and de_CH modules also build a ready faker of their own (with the English locale,
        // 280 KiB) that the mock never uses (mock-server/factories/seed-context.ts builds its own): marked
        // pure, the bundler leaves it and the English data out. A release that words it otherwise only
        // keeps them in, nothing breaks.
        name: 'faker-unused-locale-instances',
        apply: 'build',
        transform(code, id) {
          if (!/@faker-js[\\/]faker[\\/]dist[\\/]de_(AT|CH)-/.test(id)) return null
          return { code: code.replace(/=new (\w+)\(\{locale:/g, '=/* @__PURE__ */ new $1({locale:'), map: null }
        },
      },
      {
        // The mock backend is a dynamic import of the entry (src/main.tsx), so by default its 1.3 MB chunk was
        // asked for only once the entry had run: index.html asks for it beside the entry instead.
        name: 'prototype-preload-mock',
        apply: 'build',
        transformIndexHtml: {
          order: 'post',
          handler(html, context) {
            if (mode !== 'prototype' || !context.bundle) return html
            const harness = Object.values(context.bundle)
              .filter((output) => output.type === 'chunk')
              .find((chunk) => chunk.facadeModuleId?.endsWith('/scenarios/start-browser-harness.ts'))
            if (!harness)
              throw new Error('prototype build: the mock backend chunk (start-browser-harness) was not found')
            // The chunk and every chunk it imports statically, but those the HTML loads already (the entry).
            const closure = new Set<string>()
            const visit = (fileName: string) => {
              if (closure.has(fileName)) return
              closure.add(fileName)
              const chunk = context.bundle?.[fileName]
              if (chunk?.type === 'chunk') chunk.imports.forEach(visit)
            }
            visit(harness.fileName)
            const files = [...closure].filter((file) => !html.includes(`${base}${file}`))
            return files.map((file) => ({
              tag: 'link',
              attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
              injectTo: 'head' as const,
            }))
          },
        },
      },
      {
        // Static hosts answer unknown paths with 404.html: the prototype's deep links then still open the app.
        name: 'prototype-spa-fallback',
        apply: 'build',
        writeBundle(options) {
          if (mode === 'prototype' && options.dir) copyFileSync(`${options.dir}/index.html`, `${options.dir}/404.html`)
        },
      },
    ],
    resolve: {
      alias: [
        // Messages ship precompiled (scripts/precompile-messages.mjs), so the ICU parser stays out of the
        // bundle. Vitest keeps it: the tests of that build step import the parser themselves.
        ...(mode === 'test'
          ? []
          : [
              {
                find: /^@formatjs\/icu-messageformat-parser$/,
                replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
              },
            ]),
        // The prototype build's cookie store needs no public suffix list: mock-server/harness/registrable-domain.ts.
        ...(useMock && command === 'build'
          ? [
              {
                find: /^tldts$/,
                replacement: fileURLToPath(new URL('./mock-server/harness/registrable-domain.ts', import.meta.url)),
              },
            ]
          : []),
        { find: '@flags', replacement: fileURLToPath(new URL('./flags', import.meta.url)) },
        // Tests reach the test-only rooms by name, not by climbing (production code may not: eslint.config.js).
        ...['testing', 'mock-server', 'scenarios', 'fixtures', 'stories'].map((room) => ({
          find: `@${room}`,
          replacement: fileURLToPath(new URL(`./${room}`, import.meta.url)),
        })),
        { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ],
    },
    define: {
      'import.meta.env.VITE_USE_MOCK': JSON.stringify(String(useMock)),
      // Only the harness reads it ("Fehler melden"): the production bundle does not carry it.
      ...(useMock ? { 'import.meta.env.VITE_BUILD_COMMIT': JSON.stringify(buildCommit()) } : {}),
    },
    server: {
      port: Number(process.env.PORT ?? 5173),
      strictPort: true,
      // Test reports and builds written meanwhile must not reload the page under a running test.
      watch: { ignored: ['**/test-results*/**', '**/playwright-report*/**', '**/storybook-static*/**', '**/dist*/**'] },
    },
    // The production preview sends the headers the real web server must send (docs/production.md).
    preview: {
      port: Number(process.env.PORT ?? 4173),
      strictPort: true,
      headers: mode === 'production' ? securityHeaders(env) : staticBuildHeaders(),
    },
    build: {
      outDir: mode === 'prototype' ? 'dist-prototype' : 'dist',
      sourcemap: false,
      // The manifest feeds the first-download budget check of npm test (scripts/bundle-budget.mjs).
      manifest: mode === 'production',
      // One style sheet for every page: a prerendered page paints with its styles without the build having to
      // know which of them each route needs (all of them are 8 kB gzip).
      cssCodeSplit: false,
      rolldownOptions: {
        output: {
          codeSplitting: {
            // Everything the entry imports statically is loaded before any page anyway: one chunk, one
            // request, instead of a score of small shared chunks the HTML preloads one by one.
            groups: [{ name: 'app', tags: ['$initial'], priority: 4 }],
          },
        },
      },
      // The prototype carries the mock backend (faker, msw) in one lazily loaded chunk.
      chunkSizeWarningLimit: useMock ? 2000 : 500,
    },
    test: {
      // Two kinds of test file, each with only the setup it needs. Logic (`*.test.ts`) runs in Node with
      // the console guard: no jsdom, no mock server, a third of the time per file. Screens and calls
      // (`*.test.tsx`, and the `.ts` files of `appEnvironmentTests`) run in jsdom against the mock server.
      projects: [
        {
          extends: true,
          test: {
            name: 'logic',
            environment: 'node',
            setupFiles: ['./testing/vitest-vm-realm.ts', './testing/vitest-console-guard.ts'],
            include: testFileGlobs.map((glob) => `${glob}.test.ts`),
            exclude: appEnvironmentTests,
          },
        },
        {
          extends: true,
          test: {
            name: 'app',
            environment: 'jsdom',
            setupFiles: ['./testing/vitest-vm-realm.ts', './testing/vitest-console-guard.ts', './vitest.setup.ts'],
            include: [
              ...testFileGlobs.map((glob) => `${glob}.test.tsx`),
              ...appEnvironmentTests,
              // The proof that a console.error fails a test, in this project's setup too.
              'testing/console-guard.test.ts',
            ],
          },
        },
      ],
      // A test says which spec items it checks (`tags: ['spec:7.orders.cancel']`, spec-map/): a tag that names
      // no item fails the run (Vitest's strict tags), and `npm run report:spec` lists who checks what.
      tags: specItems.map((item) => ({ name: specTag(item.id) })),
      restoreMocks: true,
      // A file's first test loads its pages' code cold; on the 2-core CI machine, beside types and lint,
      // the auth fault matrix's first cell took over 15 s (under 3 s alone). A limit, not a timed check.
      testTimeout: 30_000,
      // A fresh VM context per file in a reused worker: jsdom and the dependencies load once per worker
      // (a file's setup took 2 s of its worker before). Realm details: testing/vitest-vm-realm.ts.
      pool: 'vmThreads',
      // Both cores (Vitest's default leaves one free for the main process, which idles here).
      maxWorkers: 2,
      coverage: {
        // Istanbul instruments only the app's own files at transform; V8's block coverage counts every
        // function in the isolate (React, jsdom, the mock), which made the whole suite 75 % slower.
        provider: 'istanbul',
        include: ['src/**/*.{ts,tsx}'],
        exclude: ['src/**/*.test.{ts,tsx}', 'src/**/*.d.ts'],
        // The table lists only files with uncovered lines, with their line numbers.
        reporter: [['text', { skipFull: true }], 'text-summary', 'json-summary'],
        reportsDirectory: 'coverage',
        // Today's level per folder (rounded down): a change that leaves code untested fails the run.
        thresholds: {
          'src/app/**': { statements: 93, branches: 86, functions: 92, lines: 94 },
          'src/features/**': { statements: 95, branches: 87, functions: 95, lines: 97 },
          'src/shared/**': { statements: 97, branches: 93, functions: 97, lines: 97 },
        },
      },
    },
  }
})
