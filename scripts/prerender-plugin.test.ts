import { describe, expect, it } from 'vitest'
// @ts-expect-error -- plain ESM build step
import { bootScript, routeAssets, routePreloadScript } from './prerender-plugin.mjs'

const manifest = {
  _app: { file: 'assets/app.js', imports: ['_runtime'], css: ['assets/app.css'] },
  _runtime: { file: 'assets/runtime.js' },
  _form: { file: 'assets/form.js', imports: ['_app'] },
  'src/login-page.tsx': {
    file: 'assets/login-page.js',
    isDynamicEntry: true,
    imports: ['_app', '_form'],
    css: ['assets/login-page.css'],
    dynamicImports: ['src/password-step.tsx'],
  },
  'src/password-step.tsx': { file: 'assets/password-step.js', isDynamicEntry: true },
}

describe('routeAssets', () => {
  it("lists the route's chunks and styles that the entry does not load already, and nothing loaded later", () => {
    expect(routeAssets(manifest, 'src/login-page.tsx', ['assets/runtime.js', 'assets/app.js'])).toEqual({
      css: ['assets/login-page.css'],
      js: ['assets/login-page.js', 'assets/form.js'],
    })
  })
})

describe('bootScript', () => {
  it('asks for the entry and every preload at once, after the first frame', () => {
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const document = {
      visibilityState: 'visible',
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    }
    new Function(
      'document',
      'requestAnimationFrame',
      'setTimeout',
      bootScript({ entry: ['/a.js'], preload: ['/b.js', '/c.js'] }),
    )(
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
    )
    expect(appended).toEqual([])
    frames.forEach((frame) => frame())
    timers.forEach((timer) => timer())
    expect(appended.map((element) => element.href ?? element.src)).toEqual(['/b.js', '/c.js', '/a.js'])
    expect(appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' })
  })
})

describe('routePreloadScript', () => {
  const loginState = {
    key: '__loginState',
    url: 'https://customer.test/user/login-state',
    headers: { 'x-locale': 'de' },
    credentials: 'include',
    timeoutMs: 20_000,
  }
  const flags = {
    key: '__flags',
    url: 'https://flags.test/api/frontend?appName=account-view&environment=production',
    headers: { authorization: 'frontend-key' },
    credentials: 'same-origin',
  }
  const routes = { '/dpl/av/': { css: ['/dpl/av/home.css'], js: ['/dpl/av/home.js'] } }

  function run(pathname: string) {
    const appended: { rel?: string; href?: string }[] = []
    const fetched: [string, RequestInit][] = []
    const window: Record<string, unknown> = {
      AbortSignal,
      fetch: (url: string, init: RequestInit) => {
        fetched.push([url, init])
        return Promise.resolve(new Response('{}'))
      },
    }
    const document = {
      createElement: () => ({}),
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    }
    new Function(
      'window',
      'fetch',
      'document',
      'location',
      'AbortSignal',
      routePreloadScript(routes, [loginState, flags]),
    )(window, window.fetch, document, { pathname }, AbortSignal)
    return { appended, fetched, window }
  }

  it("sends the login-state call and asks for the flags on every page, with the app's headers, and leaves the answers for the app", () => {
    for (const pathname of ['/dpl/av', '/dpl/av/bestellungen']) {
      const { fetched, window } = run(pathname)
      expect(fetched).toEqual([
        [loginState.url, { credentials: 'include', headers: loginState.headers, signal: expect.any(AbortSignal) }],
        [flags.url, { credentials: 'same-origin', headers: flags.headers }],
      ])
      expect(window.__loginState).toBeInstanceOf(Promise)
      expect(window.__flags).toBeInstanceOf(Promise)
    }
  })

  it("asks for a known page's chunks and styles only", () => {
    expect(run('/dpl/av').appended.map((element) => [element.rel, element.href])).toEqual([
      ['stylesheet', '/dpl/av/home.css'],
      ['modulepreload', '/dpl/av/home.js'],
    ])
    expect(run('/dpl/av/bestellungen').appended).toEqual([])
  })
})
