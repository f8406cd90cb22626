import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { EarlyLeadContext } from '../src/shared/api/early-answers'
import { showEarlyLead } from '../src/app/shell/show-early-lead'
import { paths } from '@/shared/config/paths'
import {
  bootScript,
  confirmationScript,
  lazyRoutesOf,
  pathOf,
  preconnectLinks,
  routeAssets,
  routePattern,
  routePreloadScript,
  variantScript,
  // @ts-expect-error -- plain ESM build step
} from './prerender-plugin.mjs'

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

describe('the route table as the route script reads it', () => {
  it('lists each lazy route with its path and its lazy layouts’ modules first, a page that is no lazy route without modules, and not the catch-all', async () => {
    const table = `[{ element: <Root />, children: [
      { path: paths.login.path, lazy: lazyPage(() => import('@/features/login'), 'LoginPage') },
      { lazy: lazyPage(() => import('./shell/account-layout'), 'AccountLayout'), children: [
        { index: true, lazy: lazyPage(() => import('./pages/home'), 'Home') },
        { element: <FlagRoute flag="x" />, children: [{ path: paths.orderDetails.path, lazy: lazyPage(() => import('@/features/orders'), 'Orders') }] },
      ] },
      { path: paths.pageUnavailable.path, element: <ErrorPage /> },
      { path: '*', element: <NotFound /> },
    ] }]`
    expect(await lazyRoutesOf(table)).toEqual([
      { path: 'paths.login.path', modules: ['@/features/login'] },
      { path: '', modules: ['./shell/account-layout', './pages/home'] },
      { path: 'paths.orderDetails.path', modules: ['./shell/account-layout', '@/features/orders'] },
      { path: 'paths.pageUnavailable.path', modules: [] },
    ])
  })

  it('reads every page of the app’s own table but the catch-all, each path one of the app’s paths', async () => {
    const { readFileSync } = await import('node:fs')
    const { createAppRoutes } = await import('@/app/routes')
    type Route = { path?: string; index?: boolean; lazy?: unknown; element?: unknown; children?: Route[] }
    // Every page of the table but the catch-all: an address none of them matches is page-not-found.
    const pagePaths = (routes: Route[]): string[] =>
      routes.flatMap((route) => [
        ...(route.lazy && (route.path || route.index) ? [route.index ? '' : (route.path ?? '')] : []),
        ...(!route.lazy && route.element && route.path && route.path !== '*' ? [route.path] : []),
        ...pagePaths(route.children ?? []),
      ])
    const parsed = (await lazyRoutesOf(readFileSync('src/app/routes.tsx', 'utf8'))) as { path: string }[]
    expect(parsed.map((route) => pathOf(route.path, paths)).sort()).toEqual(
      pagePaths(createAppRoutes() as Route[]).sort(),
    )
  })

  it('matches a route’s pathname with the base and the trailing slash the script adds', () => {
    const matches = (path: string, pathname: string) => new RegExp(routePattern(path, '/dpl/av/')).test(pathname)
    expect(matches('', '/dpl/av/')).toBe(true)
    expect(matches('', '/dpl/av/orders/')).toBe(false)
    expect(matches('/orders/:id', '/dpl/av/orders/o-17/')).toBe(true)
    expect(matches('/orders/:id', '/dpl/av/orders/o-17/returns/')).toBe(false)
    expect(matches('/account-verification/*', '/dpl/av/account-verification/')).toBe(true)
    expect(matches('/account-verification/*', '/dpl/av/account-verification/order-number/')).toBe(true)
    expect(matches('/newsletter/cancelSubscription', '/dpl/av/newsletter/cancelSubscriptionX/')).toBe(false)
  })
})

describe('preconnectLinks', () => {
  const call = (url: string, credentials: RequestCredentials) => ({ key: url, url, headers: {}, credentials })

  it('opens a connection to each other origin the first calls go to: with cookies for the login state, anonymous for the flags', () => {
    expect(
      preconnectLinks([
        call('https://api.example.de/customer/user/login-state', 'include'),
        call('https://flags.example.de/api/frontend?appName=account-view', 'same-origin'),
        call('https://api.example.de/customer/user/auth/stay-logged-in', 'include'),
      ]),
    ).toEqual([
      '<link rel="preconnect" href="https://api.example.de">',
      '<link rel="preconnect" href="https://flags.example.de" crossorigin>',
    ])
  })

  it('opens none for calls to the page’s own origin (relative URLs)', () => {
    expect(preconnectLinks([call('/api/customer/user/login-state', 'include')])).toEqual([])
  })
})

describe('bootScript', () => {
  /** Runs the boot script with a document, frames, timers and (if given) a paint observer the test steps through. */
  function runBootScript(paintReports?: 'paint') {
    const appended: { tag: string; rel?: string; href?: string; src?: string; type?: string }[] = []
    const frames: (() => void)[] = []
    const timers: { callback: () => void; ms: number }[] = []
    const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = []
    const document = {
      visibilityState: 'visible',
      createElement: (tag: string) => ({ tag }),
      querySelector: (selector: string) => appended.find((element) => selector.includes(`"${element.href}"`)) ?? null,
      head: { appendChild: (element: (typeof appended)[number]) => appended.push(element) },
    }
    class PaintObserver {
      static supportedEntryTypes = paintReports ? ['paint'] : []
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback)
      }
      observe() {}
      disconnect() {}
    }
    new Function(
      'window',
      'PerformanceObserver',
      'document',
      'requestAnimationFrame',
      'setTimeout',
      bootScript({ entry: ['/a.js'], preload: ['/b.js', '/c.js'] }),
    )(
      { PerformanceObserver: PaintObserver },
      PaintObserver,
      document,
      (callback: () => void) => frames.push(callback),
      (callback: () => void, ms = 0) => timers.push({ callback, ms }),
    )
    return {
      asked: () => appended.map((element) => element.href ?? element.src),
      appended,
      // A frame, and the timers it set to run right after it (not the 1 s fallback).
      nextFrame: () => {
        frames.splice(0).forEach((frame) => frame())
        for (const timer of timers.filter((entry) => entry.ms === 0)) {
          timers.splice(timers.indexOf(timer), 1)
          timer.callback()
        }
      },
      reportPaint: (name: string) =>
        observers.forEach((callback) =>
          callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) }),
        ),
      timers,
    }
  }

  it('asks for the entry and every preload at once, once the first frame has been painted', () => {
    const boot = runBootScript()
    expect(boot.asked()).toEqual([])
    // The first frame's callbacks run before it paints; the second's after.
    boot.nextFrame()
    expect(boot.asked()).toEqual([])
    boot.nextFrame()
    expect(boot.asked()).toEqual(['/b.js', '/c.js', '/a.js'])
    expect(boot.appended.at(-1)).toMatchObject({ tag: 'script', type: 'module' })
  })

  it('where the browser reports paints, waits for the first contentful paint, not for two frames', () => {
    const boot = runBootScript('paint')
    boot.nextFrame()
    boot.nextFrame()
    boot.reportPaint('first-paint')
    expect(boot.asked()).toEqual([])
    boot.reportPaint('first-contentful-paint')
    expect(boot.asked()).toEqual(['/b.js', '/c.js', '/a.js'])
    // Once: the fallback after 1 s asks for nothing more.
    boot.timers.forEach((timer) => timer.callback())
    expect(boot.asked()).toEqual(['/b.js', '/c.js', '/a.js'])
  })

  it('asks after 1 s where the paint is never reported', () => {
    const boot = runBootScript('paint')
    const fallback = boot.timers.find((timer) => timer.ms === 1000)
    expect(boot.asked()).toEqual([])
    fallback?.callback()
    expect(boot.asked()).toEqual(['/b.js', '/c.js', '/a.js'])
  })
})

describe('variantScript', () => {
  /** The first heading as a visitor of `search` sees it once the script has run where the page has it. */
  function headingAt(search: string) {
    const script = variantScript({
      parameter: 'reason',
      templateIds: { 'account-deleted': 'prerendered-variant-0', deleted: 'prerendered-variant-0' },
    })
    document.body.innerHTML =
      `<div id="root"><h1>Sie haben sich abgemeldet</h1></div>` +
      `<template id="prerendered-variant-0"><h1>Ihr Kundenkonto ist gelöscht</h1></template>`
    new Function('location', script)({ search })
    const root = document.getElementById('root')
    return { heading: root?.querySelector('h1')?.textContent, children: root?.childElementCount }
  }

  it("puts the template of the address's value in place of the markup rendered without it", () => {
    expect(headingAt('?reason=account-deleted')).toEqual({ heading: 'Ihr Kundenkonto ist gelöscht', children: 1 })
    expect(headingAt('?foo=1&reason=deleted')).toEqual({ heading: 'Ihr Kundenkonto ist gelöscht', children: 1 })
  })

  it('keeps the markup without the parameter, an empty one or a value without a template', () => {
    for (const search of ['', '?reason=', '?reason=toString', '?reason=constructor', '?grund=account-deleted'])
      expect(headingAt(search), search).toEqual({ heading: 'Sie haben sich abgemeldet', children: 1 })
  })
})

describe('confirmationScript', () => {
  const key = '__meinKontoMailLinkConfirmation'
  const confirmation = {
    tokenParameter: 'token',
    request: {
      url: 'https://services.example/api/customer/user/change-email/doi/verify',
      headers: { accept: 'application/json', 'content-type': 'application/json', 'x-client-id': 'account-view' },
      body: '{"token":"{token}"}',
      timeoutMs: 20_000,
    },
    key,
    done: {
      templateId: 'mail-link-confirmed',
      markup:
        '<h1>Neue E-Mail-Adresse bestätigen</h1><div role="status">Ihre E-Mail-Adresse ist jetzt <strong>{email}</strong>.</div>',
      fields: ['email'],
    },
  }
  const progress =
    '<h1>Neue E-Mail-Adresse bestätigen</h1><div role="status">Ihre neue E-Mail-Adresse wird bestätigt …</div>'

  /**
   * The prerendered page at `search`, its script run as the parser reaches it; `answer` settles the call
   * (a pending answer until then). `done()` resolves once the script has done all it does with the answer.
   */
  function open(search: string) {
    document.body.innerHTML =
      `<div id="root">${progress}</div>` +
      `<template id="${confirmation.done.templateId}">${confirmation.done.markup}</template>`
    const sent: Array<{ url: string; init: RequestInit }> = []
    let answer = (_response: Response) => {}
    let read: Promise<unknown> = Promise.resolve()
    const window: Record<string, unknown> = {
      fetch: (url: string, init: RequestInit) => {
        sent.push({ url, init })
        return new Promise<Response>((resolve) => {
          answer = (response) => {
            // The script reads a copy of the body: noted, to know when it has.
            const copy = response.clone.bind(response)
            response.clone = () => {
              const clone = copy()
              const json = clone.json.bind(clone)
              clone.json = () => (read = json())
              return clone
            }
            resolve(response)
          }
        })
      },
    }
    new Function('window', 'fetch', 'location', confirmationScript(confirmation))(window, window.fetch, { search })
    const root = () => document.getElementById('root')?.innerHTML
    const left = () => window[key] as { token: string; answer: Promise<Response>; shownBody?: unknown } | undefined
    const settle = async (response: Response) => {
      answer(response)
      await left()?.answer
      await read.catch(() => undefined)
      for (let step = 0; step < 3; step += 1) await Promise.resolve()
    }
    return { sent, root, left, window, settle }
  }

  it("sends the confirming call with the address's token as the app sends it, and leaves it for the app", () => {
    const { sent, left } = open('?token=7212f37b%22x')
    expect(sent).toHaveLength(1)
    expect(sent[0]?.url).toBe(confirmation.request.url)
    expect(sent[0]?.init).toMatchObject({
      method: 'POST',
      credentials: 'include',
      headers: confirmation.request.headers,
    })
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ token: '7212f37b"x' })
    expect(left()).toMatchObject({ token: '7212f37b"x' })
    expect(left()?.shownBody).toBeUndefined()
  })

  it('sends nothing without a token', () => {
    for (const search of ['', '?token=', '?tokens=abc']) {
      const { sent, left } = open(search)
      expect(sent, search).toEqual([])
      expect(left(), search).toBeUndefined()
    }
  })

  it("shows the done view in place of the progress once the answer confirms the link, the answer's values as text", async () => {
    const { root, left, settle } = open('?token=abc')
    const email = '<img src=x onerror=alert(1)>$&@example.de'
    await settle(Response.json({ email, newsletter: true }))
    expect(root()).toBe(
      '<h1>Neue E-Mail-Adresse bestätigen</h1><div role="status">Ihre E-Mail-Adresse ist jetzt ' +
        '<strong>&lt;img src=x onerror=alert(1)&gt;$&amp;@example.de</strong>.</div>',
    )
    expect(left()?.shownBody).toEqual({ email, newsletter: true })
    // The app reads the answer itself: its body is still there.
    expect(await (await left()!.answer).json()).toEqual({ email, newsletter: true })
  })

  it('keeps the progress and leaves the answer to the app where it does not confirm the link', async () => {
    const answers = [
      Response.json({ code: 'email_change_link_expired' }, { status: 410 }),
      Response.json({ code: 'internal' }, { status: 500 }),
      Response.json({ mail: 'anna@example.de' }),
      Response.json({ email: 42 }),
      new Response('not json'),
    ]
    for (const response of answers) {
      const { root, left, settle } = open('?token=abc')
      await settle(response)
      expect(root(), String(response.status)).toBe(progress)
      expect(left()?.shownBody).toBeUndefined()
    }
  })

  it('shows nothing once the app has started: it took the template away, or the call', async () => {
    const started = open('?token=abc')
    document.getElementById(confirmation.done.templateId)?.remove()
    await started.settle(Response.json({ email: 'anna@example.de' }))
    expect(started.root()).toBe(progress)

    const taken = open('?token=abc')
    const { answer } = taken.left()!
    Reflect.deleteProperty(taken.window, key)
    await taken.settle(Response.json({ email: 'anna@example.de' }))
    await answer
    expect(taken.root()).toBe(progress)
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
  const setting = { ...loginState, key: '__stayLoggedIn', url: 'https://customer.test/user/auth/stay-logged-in' }
  // An account page's own first calls, as the build records them (src/app/early-page-calls.ts).
  const personalDetailsCall = {
    url: 'https://customer.test/user/personal-details',
    headers: { 'x-locale': 'de' },
    timeoutMs: 20_000,
  }
  const orderCall = { ...personalDetailsCall, url: 'https://orders.test/orders/{0}?origin=SHOP' }
  const invoicesCall = { ...personalDetailsCall, url: 'https://payment.test/invoices/open' }
  const routes = [
    {
      pattern: '^/dpl/av/$',
      css: ['/dpl/av/shell.css', '/dpl/av/home.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/home.js'],
      frame: true,
    },
    {
      pattern: '^/dpl/av/bestellungen/$',
      css: ['/dpl/av/shell.css', '/dpl/av/orders.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/orders.js'],
      frame: true,
    },
    // Pages whose first lines the frame shows (their heads, below): one for accounts with a password, one behind a flag.
    {
      pattern: '^/dpl/av/passwort/$',
      css: ['/dpl/av/shell.css', '/dpl/av/settings.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/settings.js'],
      frame: true,
      head: 0,
    },
    {
      pattern: '^/dpl/av/kontakt/$',
      css: ['/dpl/av/shell.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/contacts.js'],
      frame: true,
      head: 1,
    },
    {
      pattern: '^/dpl/av/bestellungen/([^/]+)/$',
      css: ['/dpl/av/shell.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/order.js'],
      frame: true,
      calls: [personalDetailsCall, orderCall],
    },
    // A page whose first lines the frame shows from its answer (the third head).
    {
      pattern: '^/dpl/av/rechnungen/$',
      css: ['/dpl/av/shell.css', '/dpl/av/invoices.css'],
      js: ['/dpl/av/shell.js', '/dpl/av/invoices.js'],
      frame: true,
      head: 2,
      calls: [personalDetailsCall, invoicesCall],
      leadCall: 1,
    },
    { pattern: '^/dpl/av/magic-link/$', css: [], js: ['/dpl/av/magic-link.js'] },
    { pattern: '^/dpl/av/error/$', css: [], js: [] },
  ]
  const frame = {
    path: '/dpl/av/',
    // The shell's styles: the frame waits for them.
    css: ['/dpl/av/shell.css'],
    templateId: 'early-account-frame',
    placeholders: { name: '{name}', customerNumber: '{customerNumber}' },
    parts: {
      layout: '.account-layout',
      subpageClass: 'account-layout--subpage',
      banner: '[aria-labelledby="stay-logged-in-banner-title"]',
      pageColumn: '.account-layout > :last-child > .stack',
    },
    heads: [
      { templateId: 'early-page-head-0', needsOwnPassword: true },
      { templateId: 'early-page-head-1', flag: { name: 'contactForm', default: false } },
      {
        templateId: 'early-page-head-2',
        fromAnswer: {
          flags: [{ name: 'overdueNotice', default: true }],
          module: '/dpl/av/early-lead-invoices.js',
        },
      },
    ],
    shop: { locale: 'de' },
    loginStateKey: loginState.key,
    loginPath: '/dpl/av/login',
    waitMs: 3000,
    pageAnswersKey: '__pageCalls',
    banner: {
      setting,
      flag: 'stayLoggedIn',
      flagDefault: true,
      flagsKey: flags.key,
      dismissedKey: 'mein-konto.stay-logged-in-banner-dismissed',
    },
  }
  const frameMarkup =
    '<header>HSE</header><main><div class="account-layout account-layout--subpage"><div class="account-greeting">' +
    '<p class="account-greeting__name">Hallo {name}</p><p class="account-greeting__number">Kundennummer: {customerNumber}</p>' +
    '</div><div><div class="stack"><section aria-labelledby="stay-logged-in-banner-title">Bleiben Sie angemeldet</section>' +
    '</div></div></div></main>'
  const headMarkups = [
    '<div><h1>Passwort ändern</h1></div><div class="card"><p>Geben Sie Ihr aktuelles Passwort ein.</p></div>',
    '<div><h1>Kontakt</h1></div><p>So erreichen Sie uns:</p>',
  ]
  const leadMarkups: Record<string, string> = {
    'early-page-head-2': '<h1>Rechnungen</h1><div class="stack" data-early-lead-slot=""></div>',
    'early-page-head-2-balance': '<p>Offen: {balance}</p>',
    'early-page-head-2-overdue': '<p>Bitte zahlen Sie <a href="/dpl/av/rechnungen/%7Bid%7D">Rechnung {id}</a>.</p>',
  }
  // As a head's reader (src/app/early-lead-readers.ts): the pieces and the values from the answer, null to leave
  // the page to the app.
  const readInvoices = (body: unknown, context: EarlyLeadContext) => {
    const { balance, overdue } = (body ?? {}) as { balance?: unknown; overdue?: boolean }
    if (typeof balance !== 'number' || context.locale !== 'de') return null
    const amount = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(balance)
    const overdueNotice = overdue && context.flags.overdueNotice && context.now <= new Date()
    return { pieces: overdueNotice ? ['balance', 'overdue'] : ['balance'], values: { balance: amount, id: 'R 1' } }
  }
  /** The route script with its one `import()` made through the function the test hands it. */
  const withImportOf = (script: string) => {
    if (!script.includes('import(head.fromAnswer.module)'))
      throw new Error('The route script imports its lead otherwise')
    return script.replace('import(head.fromAnswer.module)', 'importModule(head.fromAnswer.module)')
  }
  const notFound = { templateId: 'page-not-found' }
  const notFoundMarkup = '<header>HSE</header><main><h1>Diese Seite gibt es leider nicht</h1></main>'
  const anna = { state: 'LOGGED_IN', first_name: 'Anna', last_name: 'Schmidt', customer_number: '12345678' }
  const flagsOn = { toggles: [{ name: 'stayLoggedIn', enabled: true }] }
  const settingOff = { stayLoggedIn: false }

  const endOfTest: (() => void)[] = []

  type Run = {
    fetched: string[]
    replacedWith: string[]
    window: Record<string, unknown>
    events: string[]
    /** Resolves once the script has done all it does with the answers. */
    settled: () => Promise<void>
  }

  type Answers = {
    /** The login state's answer, or 'never' (no answer). */
    answer?: unknown
    status?: number
    flagsAnswer?: unknown
    flagsStatus?: number
    settingAnswer?: unknown
    settingStatus?: number
    search?: string
    withFlags?: boolean
    /** Whether style sheets load (else they never answer). */
    stylesLoad?: boolean
    /** The open invoices' answer, or 'never'. */
    invoicesAnswer?: unknown
  }

  /**
   * Runs the generated script in this test's DOM (index.html's body: the root and the template), with
   * its requests answered as given and each step recorded in order: what was sent, when the frame
   * showed (its text), when the app's script was asked for.
   */
  function run(
    pathname: string,
    {
      answer = anna as unknown,
      status = 200,
      flagsAnswer = flagsOn as unknown,
      flagsStatus = 200,
      settingAnswer = settingOff as unknown,
      settingStatus = 200,
      search = '',
      withFlags = true,
      stylesLoad = true,
      invoicesAnswer = { balance: 12.5, overdue: true } as unknown,
    }: Answers = {},
  ): Run {
    document.head.replaceChildren()
    // The head outlives a test: the earlier runs' recording (below) goes with their page.
    Reflect.deleteProperty(document.head, 'appendChild')
    // What the script leaves for later (the app's script after the frame, its 3 s fallback) ends with
    // the test: it must not run into the next test's page.
    let live = true
    endOfTest.push(() => (live = false))
    const whileLive = (callback: () => void) => () => {
      if (live) callback()
    }
    // The script runs inline in index.html's head: the body is not there yet.
    document.body.replaceChildren()
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
    const events: string[] = []
    const fetched: string[] = []
    const replacedWith: string[] = []
    // Each answer counts the promises the script chains on it (each `then` makes another Answer) until
    // they settle: when none is pending, the script has done all it does with the answers.
    let pending = 0
    class Answer<T> extends Promise<T> {
      constructor(
        executor: (resolve: (value: T | PromiseLike<T>) => void, reject: (reason?: unknown) => void) => void,
      ) {
        pending += 1
        let counted = true
        const done = () => {
          if (counted) pending -= 1
          counted = false
        }
        super((resolve, reject) =>
          executor(
            (value) => {
              done()
              resolve(value)
            },
            (reason) => {
              done()
              reject(reason)
            },
          ),
        )
      }
    }
    const settled = () =>
      vi.waitFor(() => {
        if (pending > 0) throw new Error(`the script still waits on ${pending} step(s) of the answers`)
      })
    const answers: Record<string, [unknown, number]> = {
      [loginState.url]: [answer, status],
      [flags.url]: [flagsAnswer, flagsStatus],
      [setting.url]: [settingAnswer, settingStatus],
      [invoicesCall.url]: [invoicesAnswer, 200],
    }
    const window: Record<string, unknown> = {
      fetch: (url: string) => {
        fetched.push(url)
        events.push(`fetch ${url}`)
        const [body, code] = answers[url] ?? [{}, 200]
        return body === 'never' ? new Answer(() => undefined) : Answer.resolve(Response.json(body, { status: code }))
      },
      localStorage: globalThis.localStorage,
    }
    // Recorded as the script adds them, in order with its requests.
    const record = <T extends Node>(parent: Node, describe: (node: T) => string) => {
      const append = parent.appendChild.bind(parent)
      parent.appendChild = (<N extends Node>(node: N) => {
        events.push(describe(node as unknown as T))
        // A style sheet loads right after it was added (the test's DOM loads none).
        if (stylesLoad && node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          void Promise.resolve().then(() => node.dispatchEvent(new Event('load')))
        return append(node)
      }) as typeof parent.appendChild
    }
    record<HTMLElement>(document.head, (node) =>
      node instanceof HTMLScriptElement
        ? `script ${node.getAttribute('src')}`
        : `${(node as HTMLLinkElement).rel} ${node.getAttribute('href')}`,
    )
    new Function(
      'window',
      'fetch',
      'location',
      'AbortSignal',
      'setTimeout',
      'requestAnimationFrame',
      'importModule',
      // Code made by `new Function` cannot import here: the readers' module comes from the test.
      withImportOf(
        routePreloadScript({
          routes,
          notFound,
          early: withFlags ? [loginState, flags] : [loginState],
          frame,
          entry: ['/dpl/av/app.js'],
        }),
      ),
    )(
      window,
      window.fetch,
      { pathname, search, replace: (url: string) => replacedWith.push(url) },
      AbortSignal,
      (callback: () => void, ms: number) => setTimeout(whileLive(callback), ms),
      (callback: () => void) => requestAnimationFrame(whileLive(callback)),
      (url: string) => {
        events.push(`import ${url}`)
        // The module the build bundles for the page: its reader with the app's showEarlyLead.
        return Promise.resolve({ read: readInvoices, showEarlyLead })
      },
    )
    // The parser has read the rest of index.html: the root, the templates.
    events.push('body parsed')
    document.body.innerHTML =
      `<div id="root"></div><template id="${frame.templateId}">${frameMarkup}</template>` +
      frame.heads
        .map(({ templateId }, index) =>
          headMarkups[index] ? `<template id="${templateId}">${headMarkups[index]}</template>` : '',
        )
        .join('') +
      Object.entries(leadMarkups)
        .map(([templateId, markup]) => `<template id="${templateId}">${markup}</template>`)
        .join('') +
      `<template id="${notFound.templateId}">${notFoundMarkup}</template>`
    record<DocumentFragment>(document.getElementById('root') as HTMLElement, (node) => `frame ${node.textContent}`)
    Reflect.deleteProperty(document, 'readyState')
    document.dispatchEvent(new Event('DOMContentLoaded'))
    return { fetched, replacedWith, window, events, settled }
  }

  const signedInCookie = () => (document.cookie = 'customer_number=12345678')
  /** The layout of the frame on screen: the sub-page class hides the greeting on a phone. */
  const layoutClass = () => document.querySelector('#root .account-layout')?.className
  const bannerShown = () => document.querySelector(`#root ${frame.parts.banner}`) !== null

  beforeEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
  })
  afterEach(() => {
    document.cookie = 'customer_number=; Max-Age=0'
    localStorage.clear()
    endOfTest.splice(0).forEach((end) => end())
  })

  it("on a page without chunks of its own sends the login-state call and the flags, with the app's headers, and runs the app's script at once", async () => {
    const { events, window, settled } = run('/dpl/av/error')
    // From the head: the calls and the entry's download go out before the body is there.
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events).toEqual([
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      'modulepreload /dpl/av/app.js',
      'body parsed',
      'script /dpl/av/app.js',
    ])
    expect(window.__loginState).toBeInstanceOf(Promise)
    expect(window.__flags).toBeInstanceOf(Promise)
    await settled()
    expect(document.getElementById('root')?.childElementCount).toBe(0)
  })

  it('where no route matches shows the page-not-found page at once, then runs the app', async () => {
    const { events, settled } = run('/dpl/av/gibt-es-nicht/')
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events).toEqual([
      'body parsed',
      'frame HSEDiese Seite gibt es leider nicht',
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      'modulepreload /dpl/av/app.js',
      'script /dpl/av/app.js',
    ])
    await settled()
    expect(document.querySelector('#root h1')?.textContent).toBe('Diese Seite gibt es leider nicht')
  })

  it("on another page of the route table asks for its chunks with the app's script", async () => {
    const { events, settled } = run('/dpl/av/magic-link')
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events).toEqual([
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      'modulepreload /dpl/av/magic-link.js',
      'modulepreload /dpl/av/app.js',
      'body parsed',
      'script /dpl/av/app.js',
    ])
    await settled()
  })

  it('on account home shows header and greeting from the login state first, then asks for the flags and the app with its chunks', async () => {
    signedInCookie()
    const { events, window, settled } = run('/dpl/av')
    // On a phone account home's banner is below the navigation, which comes with the app: not waited for.
    // The shell's styles load from the head and apply once the page's own have been parsed.
    expect(events.slice(0, 3)).toEqual(['preload /dpl/av/shell.css', `fetch ${loginState.url}`, 'body parsed'])
    await settled()
    // The app's script follows the frame's first painted frame.
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events.slice(3)).toEqual([
      'stylesheet /dpl/av/shell.css',
      'frame HSEHallo Anna SchmidtKundennummer: 12345678',
      `fetch ${flags.url}`,
      'preload /dpl/av/home.css',
      'modulepreload /dpl/av/shell.js',
      'modulepreload /dpl/av/home.js',
      'modulepreload /dpl/av/app.js',
      'stylesheet /dpl/av/home.css',
      'script /dpl/av/app.js',
    ])
    expect(bannerShown()).toBe(false)
    // Account home greets on a phone too: the overview's layout.
    expect(layoutClass()).toBe('account-layout')
    // The app still reads the answer itself (the script read a copy).
    expect(await ((await window.__loginState) as Response).json()).toEqual(anna)
    expect(document.querySelector('template')).not.toBeNull()
  })

  it("on another account page shows the frame with the banner in the sub-page's layout, then asks for the app with the page's styles and chunks", async () => {
    signedInCookie()
    const { events, window, settled } = run('/dpl/av/bestellungen/')
    await settled()
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events).toEqual([
      'preload /dpl/av/shell.css',
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      `fetch ${setting.url}`,
      'body parsed',
      'stylesheet /dpl/av/shell.css',
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
      'preload /dpl/av/orders.css',
      'modulepreload /dpl/av/shell.js',
      'modulepreload /dpl/av/orders.js',
      'modulepreload /dpl/av/app.js',
      'stylesheet /dpl/av/orders.css',
      'script /dpl/av/app.js',
    ])
    expect(layoutClass()).toBe('account-layout account-layout--subpage')
    // The app reads the answers itself (the script read copies): the setting is asked for once.
    expect(await ((await window.__stayLoggedIn) as Response).json()).toEqual(settingOff)
    expect(await ((await window.__flags) as Response).json()).toEqual(flagsOn)
  })

  it("on a page whose first lines are the same for everyone shows them below the banner, once the page's styles are there too", async () => {
    signedInCookie()
    const { events, settled } = run('/dpl/av/passwort/')
    await settled()
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events.slice(0, 9)).toEqual([
      'preload /dpl/av/shell.css',
      'preload /dpl/av/settings.css',
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      `fetch ${setting.url}`,
      'body parsed',
      'stylesheet /dpl/av/shell.css',
      'stylesheet /dpl/av/settings.css',
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldetPasswort ändernGeben Sie Ihr aktuelles Passwort ein.',
    ])
    // Where the shell puts the page: below the banner, in the same column.
    const column = [...document.querySelectorAll('#root .stack > *')].map((element) => element.tagName)
    expect(column).toEqual(['SECTION', 'DIV', 'DIV'])
    // The page's chunks and the app follow the frame as on every account page; its styles are there already.
    expect(events.slice(9)).toEqual([
      'modulepreload /dpl/av/shell.js',
      'modulepreload /dpl/av/settings.js',
      'modulepreload /dpl/av/app.js',
      'script /dpl/av/app.js',
    ])
  })

  it('on a page that asks for its data as it opens sends those calls with the frame, the order from the address, and leaves the answers for the app', async () => {
    signedInCookie()
    const { events, window, settled } = run('/dpl/av/bestellungen/4711%20A/')
    await settled()
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    const orderUrl = 'https://orders.test/orders/4711%20A?origin=SHOP'
    expect(events.slice(6)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
      `fetch ${personalDetailsCall.url}`,
      `fetch ${orderUrl}`,
      'modulepreload /dpl/av/shell.js',
      'modulepreload /dpl/av/order.js',
      'modulepreload /dpl/av/app.js',
      'script /dpl/av/app.js',
    ])
    const answers = window.__pageCalls as Record<string, Promise<Response>>
    expect(Object.keys(answers)).toEqual([personalDetailsCall.url, orderUrl])
    expect(await (await answers[orderUrl])?.json()).toEqual({})
  })

  it('sends no page calls where no frame shows: signed out, or the app decides', async () => {
    const signedOut = run('/dpl/av/bestellungen/4711/', { answer: { state: 'NOT_LOGGED_IN' } })
    await signedOut.settled()
    expect(signedOut.replacedWith).toHaveLength(1)
    expect(signedOut.fetched).toEqual([loginState.url, flags.url])
    expect(signedOut.window.__pageCalls).toBeUndefined()
    const failed = run('/dpl/av/bestellungen/4711/', { status: 500, answer: { message: 'error' } })
    await failed.settled()
    await vi.waitFor(() => expect(failed.events).toContain('script /dpl/av/app.js'))
    expect(failed.fetched).toEqual([loginState.url, flags.url])
    expect(failed.window.__pageCalls).toBeUndefined()
  })

  it('shows no head where the page shows something else: a social-login account without a password, without the flag of its route', async () => {
    signedInCookie()
    const frameShown = (events: string[]) => events.filter((event) => event.startsWith('frame'))
    const socialLogin = { ...anna, has_password: false, social_login_provider: 'GOOGLE' }
    const withoutPassword = run('/dpl/av/passwort/', { answer: socialLogin })
    await withoutPassword.settled()
    expect(frameShown(withoutPassword.events)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
    ])
    // A password of its own, or no social login: the head shows.
    for (const answer of [
      { ...socialLogin, has_password: true },
      { ...anna, has_password: false },
    ]) {
      const { events, settled } = run('/dpl/av/passwort/', { answer })
      await settled()
      expect(frameShown(events)[0]).toContain('Passwort ändern')
    }

    const contactFormOn = { toggles: [...flagsOn.toggles, { name: 'contactForm', enabled: true }] }
    const withFlag = run('/dpl/av/kontakt/', { flagsAnswer: contactFormOn })
    await withFlag.settled()
    expect(frameShown(withFlag.events)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldetKontaktSo erreichen Sie uns:',
    ])
    const withoutFlag = run('/dpl/av/kontakt/')
    await withoutFlag.settled()
    expect(frameShown(withoutFlag.events)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
    ])
    // No flag service: the flag's default (off) counts.
    const byDefault = run('/dpl/av/kontakt/', { withFlags: false })
    await byDefault.settled()
    expect(frameShown(byDefault.events)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
    ])

    // With the banner dismissed, the flags are still asked for at once: the head waits for its flag.
    localStorage.setItem(frame.banner.dismissedKey, 'true')
    const dismissed = run('/dpl/av/kontakt/', { flagsAnswer: contactFormOn })
    expect(dismissed.events).toContain(`fetch ${flags.url}`)
    await dismissed.settled()
    expect(frameShown(dismissed.events)).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678KontaktSo erreichen Sie uns:',
    ])
  })

  it('without a customer-number cookie asks for the setting only once the login state says signed in', async () => {
    const { events, settled } = run('/dpl/av/bestellungen/')
    expect(events).not.toContain(`fetch ${setting.url}`)
    await settled()
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    expect(events.indexOf(`fetch ${setting.url}`)).toBeGreaterThan(events.indexOf(`fetch ${flags.url}`))
    expect(bannerShown()).toBe(true)
  })

  it('leaves the banner out where the app would not show it: the setting is on, the flag is off, or it was dismissed', async () => {
    signedInCookie()
    for (const answers of [{ settingAnswer: { stayLoggedIn: true } }, { flagsAnswer: { toggles: [] } }]) {
      const { events, settled } = run('/dpl/av/bestellungen/', answers)
      await settled()
      await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
      expect(events.filter((event) => event.startsWith('frame'))).toEqual([
        'frame HSEHallo Anna SchmidtKundennummer: 12345678',
      ])
      expect(bannerShown()).toBe(false)
    }

    localStorage.setItem(frame.banner.dismissedKey, 'true')
    const { events, settled } = run('/dpl/av/bestellungen/')
    await settled()
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    // Dismissed: neither flags nor setting are waited for; the flags go out with the app's script.
    expect(events.slice(0, 5)).toEqual([
      'preload /dpl/av/shell.css',
      `fetch ${loginState.url}`,
      'body parsed',
      'stylesheet /dpl/av/shell.css',
      'frame HSEHallo Anna SchmidtKundennummer: 12345678',
    ])
    expect(events).not.toContain(`fetch ${setting.url}`)
    expect(bannerShown()).toBe(false)
  })

  it("decides on the flag's default where no flag service is configured", async () => {
    signedInCookie()
    const { events, settled } = run('/dpl/av/bestellungen/', { withFlags: false })
    await settled()
    expect(events).not.toContain(`fetch ${flags.url}`)
    expect(bannerShown()).toBe(true)
  })

  it('leaves the decision to the app where the flags or the setting failed', async () => {
    signedInCookie()
    for (const answers of [{ flagsStatus: 503 }, { settingStatus: 500 }, { settingAnswer: { other: 1 } }]) {
      const { events, settled } = run('/dpl/av/bestellungen/', answers)
      await settled()
      expect(events.some((event) => event.startsWith('frame'))).toBe(false)
      expect(events).toContain('script /dpl/av/app.js')
    }
  })

  it('greets with the username without a name, leaves out a missing customer number and keeps "$&" as typed', async () => {
    const { settled } = run('/dpl/av/', {
      answer: { state: 'LOGGED_IN', username: 'a$&b@example.de', customer_number: null },
    })
    await settled()
    expect(document.querySelector('#root .account-greeting__name')?.textContent).toBe('Hallo a$&b@example.de')
    expect(document.querySelector('#root .account-greeting__number')).toBeNull()
  })

  it('sends a signed-out visitor straight to the login page, with the way back as the app writes it', async () => {
    for (const [pathname, way] of [
      ['/dpl/av/', '/?utm_source=shop'],
      ['/dpl/av/bestellungen', '/bestellungen?utm_source=shop'],
    ] as const) {
      const { replacedWith, events, settled } = run(pathname, {
        answer: { state: 'NOT_LOGGED_IN' },
        search: '?utm_source=shop',
      })
      await settled()
      expect(replacedWith).toEqual([`/dpl/av${paths.login.getHref(way)}`])
      expect(events.filter((event) => event.startsWith('script'))).toEqual([])
      expect(document.getElementById('root')?.childElementCount).toBe(0)
    }
  })

  it("leaves the decision to the app on an error answer or someone else's customer-number cookie", async () => {
    for (const setup of [
      () => run('/dpl/av/', { status: 500, answer: { message: 'error' } }),
      () => {
        document.cookie = 'customer_number=99999999'
        return run('/dpl/av/')
      },
    ]) {
      const { events, replacedWith, settled } = setup()
      await settled()
      expect(replacedWith).toEqual([])
      expect(events.some((event) => event.startsWith('frame'))).toBe(false)
      expect(events).toContain('script /dpl/av/app.js')
    }
  })

  it("shows no frame before the shell's styles have loaded: unstyled, it would jump", async () => {
    vi.useFakeTimers()
    try {
      signedInCookie()
      const { events } = run('/dpl/av/bestellungen/', { stylesLoad: false })
      await vi.advanceTimersByTimeAsync(frame.waitMs - 1)
      expect(events.some((event) => event.startsWith('frame'))).toBe(false)
      expect(events).not.toContain('script /dpl/av/app.js')
      await vi.advanceTimersByTimeAsync(1)
      expect(events).toContain('script /dpl/av/app.js')
    } finally {
      vi.useRealTimers()
    }
  })

  it('runs the app after waitMs when the login state does not answer, and then no longer shows the frame', async () => {
    vi.useFakeTimers()
    try {
      const { events } = run('/dpl/av/', { answer: 'never' })
      await vi.advanceTimersByTimeAsync(frame.waitMs - 1)
      expect(events).not.toContain('script /dpl/av/app.js')
      await vi.advanceTimersByTimeAsync(1)
      expect(events).toContain('script /dpl/av/app.js')
    } finally {
      vi.useRealTimers()
    }
  })

  it("sends no page calls once the app's script is on its way: the frame painted only as the wait ran out", async () => {
    // The clock and the frames are the test's: the frame's paint comes only once the wait has run out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback))
    const nextFrame = () => frames.splice(0).forEach((callback) => callback(0))
    try {
      signedInCookie()
      const { events, window } = run('/dpl/av/bestellungen/4711/')
      await vi.waitFor(() => expect(events.some((event) => event.startsWith('frame'))).toBe(true))
      await vi.advanceTimersByTimeAsync(frame.waitMs)
      expect(events).toContain('script /dpl/av/app.js')
      nextFrame()
      nextFrame()
      await vi.advanceTimersByTimeAsync(1000)
      expect(frames).toEqual([])
      expect(events.filter((event) => event.includes('orders.test') || event.includes('personal-details'))).toEqual([])
      expect(window.__pageCalls).toBeUndefined()
    } finally {
      vi.useRealTimers()
      vi.unstubAllGlobals()
    }
  })

  const withOverdueNotice = { toggles: [...flagsOn.toggles, { name: 'overdueNotice', enabled: true }] }
  // The readers' module is asked for at once, beside the calls, on these pages only.
  const readersAsked = (events: string[]) => events.filter((event) => event.startsWith('import'))
  const rootText = () => document.querySelector('#root')?.textContent

  it('on a page whose first lines are its data sends its calls with the login state and shows those lines from the answer below the banner', async () => {
    signedInCookie()
    const { events, window } = run('/dpl/av/rechnungen/', { flagsAnswer: withOverdueNotice })
    await vi.waitFor(() => expect(rootText()).toContain('Rechnungen'))
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    // From the head, before the body is there: the login state, the flags, the setting, then the readers and the
    // page's calls.
    expect(events.slice(0, 8)).toEqual([
      'preload /dpl/av/shell.css',
      'preload /dpl/av/invoices.css',
      `fetch ${loginState.url}`,
      `fetch ${flags.url}`,
      `fetch ${setting.url}`,
      'import /dpl/av/early-lead-invoices.js',
      `fetch ${personalDetailsCall.url}`,
      `fetch ${invoicesCall.url}`,
    ])
    expect(events.filter((event) => event.startsWith('frame'))).toEqual([
      'frame HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet',
    ])
    // Below the banner, in the page's column: the head's box with the reader's pieces, the values filled in, text
    // and link; the slot's mark gone.
    expect(rootText()).toBe(
      'HSEHallo Anna SchmidtKundennummer: 12345678Bleiben Sie angemeldet' +
        'RechnungenOffen: 12,50\u00a0€Bitte zahlen Sie Rechnung R 1.',
    )
    const column = document.querySelector('#root .stack')
    expect([...(column?.children ?? [])].map((element) => element.tagName)).toEqual(['SECTION', 'H1', 'DIV'])
    expect(column?.lastElementChild?.outerHTML).toBe(
      '<div class="stack"><p>Offen: 12,50&nbsp;€</p><p>Bitte zahlen Sie <a href="/dpl/av/rechnungen/R%201">Rechnung R 1</a>.</p></div>',
    )
    expect(readersAsked(events)).toEqual(['import /dpl/av/early-lead-invoices.js'])
    // The answers stay for the app, which asks for none of them again.
    expect(Object.keys(window.__pageCalls as object)).toEqual([personalDetailsCall.url, invoicesCall.url])
    expect(events.filter((event) => event.startsWith('fetch')).length).toBe(5)
  })

  it('shows the pieces the answer and the flags call for, and no lines where the reader leaves the page to the app', async () => {
    signedInCookie()
    // The flag off (the flags service lists only those on): no notice.
    const flagOff = run('/dpl/av/rechnungen/')
    await vi.waitFor(() => expect(rootText()).toContain('Offen: 12,50\u00a0€'))
    expect(rootText()).not.toContain('Bitte zahlen Sie')
    await vi.waitFor(() => expect(flagOff.events).toContain('script /dpl/av/app.js'))
    const notOverdue = run('/dpl/av/rechnungen/', { flagsAnswer: withOverdueNotice, invoicesAnswer: { balance: 0 } })
    await vi.waitFor(() => expect(rootText()).toContain('Offen: 0,00\u00a0€'))
    expect(rootText()).not.toContain('Bitte zahlen Sie')
    await vi.waitFor(() => expect(notOverdue.events).toContain('script /dpl/av/app.js'))
    const refused = run('/dpl/av/rechnungen/', { invoicesAnswer: { code: 'UNAUTHORIZED' } })
    await refused.settled()
    await vi.waitFor(() => expect(refused.events).toContain('script /dpl/av/app.js'))
    expect(rootText()).not.toContain('Rechnungen')
    expect(refused.events.filter((event) => event.startsWith('frame'))).toHaveLength(1)
  })

  it('without the customer-number cookie sends those calls after the frame, and shows the lines once they answer', async () => {
    const { events } = run('/dpl/av/rechnungen/', { flagsAnswer: withOverdueNotice })
    await vi.waitFor(() => expect(rootText()).toContain('RechnungenOffen: 12,50\u00a0€Bitte zahlen Sie'))
    await vi.waitFor(() => expect(events).toContain('script /dpl/av/app.js'))
    const frameAt = events.findIndex((event) => event.startsWith('frame'))
    expect(events.indexOf(`fetch ${invoicesCall.url}`)).toBeGreaterThan(frameAt)
  })

  it('sends those calls only to a visitor who looks signed in, and shows no lines once the app runs', async () => {
    const signedOut = run('/dpl/av/rechnungen/', { answer: { state: 'NOT_LOGGED_IN' } })
    await signedOut.settled()
    expect(signedOut.fetched).toEqual([loginState.url, flags.url])
    signedInCookie()
    const late = run('/dpl/av/rechnungen/', { invoicesAnswer: 'never' })
    await vi.waitFor(() => expect(late.events.some((event) => event.startsWith('frame'))).toBe(true))
    // The app's entry has run and taken the frame's template away before the answer came.
    document.getElementById(frame.templateId)?.remove()
    expect(rootText()).not.toContain('Rechnungen')
  })

  it('shows nothing once the app has taken the template away', async () => {
    const { settled } = run('/dpl/av/')
    document.querySelector('template')?.remove()
    await settled()
    expect(document.getElementById('root')?.childElementCount).toBe(0)
  })
})
