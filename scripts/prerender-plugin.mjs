/**
 * Prerenders the pages that show the same to everyone (the login page, forgot-password, post-logout, the
 * pages opened from a mail, the page after a password link was sent) in the production build: after the
 * client build, `src/app/prerender.tsx` is built for Node (`build.ssr`), renders each route of its
 * `prerenderedRoutes` (src/app/prerendered-routes.ts, the list src/main.tsx decides to hydrate by), and its
 * markup is written into a copy of index.html with the route's styles in the head and one small deferred
 * script file that asks for the entry and all of the route's chunks at once after the first frame (a page
 * whose text a query parameter chooses also has its variants as templates and an inline script that picks
 * one: `variantScript`). So the first paint needs no script, the code loads in one wave, and `src/main.tsx`
 * hydrates. Written as `<path>.html` and `<path>/index.html`: the web server answers /login with it (vite
 * preview and sirv do; nginx `try_files $uri $uri.html $uri/ /index.html`); every other path keeps index.html.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createHash } from 'node:crypto'
import { basename, join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { rolldown } from 'rolldown'
import { minifySync } from 'rolldown/experimental'
import { entryFiles, keysOfFiles, staticClosure } from './bundle-budget.mjs'

/** What a route's modules (its lazy layouts' and page's) need beyond the entry's, each file once. */
function routeModulesAssets(manifest, modules, root, entry) {
  const assets = modules.map((module) => routeAssets(manifest, sourceOfImport(module, root), entry))
  return {
    css: [...new Set(assets.flatMap((a) => a.css))],
    js: [...new Set(assets.flatMap((a) => a.js))],
  }
}

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
 * Emitted into both generated scripts: a style sheet or module preload, and a module script, in the
 * head; and a callback once the page has been painted.
 */
const scriptHelpers = `  function addLink(rel, href, as) {
    if (document.querySelector('link[rel="' + rel + '"][href="' + href + '"]')) return null
    var link = document.createElement('link')
    link.rel = rel
    if (as) link.as = as
    link.crossOrigin = ''
    link.href = href
    document.head.appendChild(link)
    return link
  }
  function addModuleScript(src) {
    var script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = src
    document.head.appendChild(script)
  }
  // Two frames: the second's callback runs once the first has been painted (a hidden page paints nothing).
  function afterPaint(callback) {
    if (document.visibilityState !== 'visible') return callback()
    requestAnimationFrame(function () {
      requestAnimationFrame(function () {
        setTimeout(callback, 0)
      })
    })
  }
  // Once the browser has reported the page's first contentful paint, so that the app's bytes do not compete
  // with it (two frames are not enough: the paint can be reported after them); where the browser reports no
  // paints, two frames; should the report never come, after 1 s.
  function afterFramePainted(callback) {
    var done = false
    function go() {
      if (done) return
      done = true
      if (observer) observer.disconnect()
      callback()
    }
    var observer = null
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || []
    if (document.visibilityState === 'visible' && types.indexOf('paint') !== -1) {
      observer = new PerformanceObserver(function (list) {
        if (list.getEntriesByName('first-contentful-paint').length) go()
      })
      observer.observe({ type: 'paint', buffered: true })
      setTimeout(go, 1000)
    } else afterPaint(go)
  }`

/**
 * A script as the pages load it: minified, as the bundler minifies the build's own chunks. The route script
 * is part of account home's first download, a boot script of a prerendered page's; comments and long names
 * were a fifth of the route script, gzipped.
 */
function shipped(script) {
  const { code, errors } = minifySync('script.js', script, { compress: true, mangle: true })
  if (errors.length > 0) throw new Error(`A prerendered page's script does not minify: ${errors[0].message}`)
  return code
}

/** A minified script that can stand inline in a page (in `<script>`, allowed by its CSP hash). */
function inlinable(script) {
  const code = shipped(script)
  if (/<\/script|<!--/i.test(code)) throw new Error(`A script cannot be inlined: it contains </script or <!--: ${code}`)
  return code
}

/**
 * The prerendered page's script that loads the app (a deferred file: it runs once the page is parsed). It
 * asks for the app's scripts once the first frame has been painted, all at once: the entry and every chunk
 * of the route as module preloads, so the page paints from its HTML and CSS without waiting for (or running) any script
 * first, and its code still arrives in one wave.
 */
export function bootScript({ entry, preload }) {
  return `(function () {
  var entry = ${JSON.stringify(entry)}
  var preload = ${JSON.stringify(preload)}
  function load() {
    preload.forEach(function (href) {
      addLink('modulepreload', href)
    })
    entry.forEach(addModuleScript)
  }
${scriptHelpers}
  afterFramePainted(load)
})()
`
}

/**
 * A prerendered page whose text a query parameter chooses (`variants` of src/app/prerendered-routes.ts): its
 * script, inline right after `#root` (its CSP hash: scripts/security-headers.mjs), puts the `<template>` of
 * the address's value in place of the markup rendered without it, while the page is parsed, so the first
 * paint shows the right text and the app hydrates what it renders itself. A value without a template shows
 * as without the parameter (`templateIds`: value → template id).
 */
export function variantScript({ parameter, templateIds }) {
  return `(function () {
  var templateIds = ${JSON.stringify(templateIds)}
  var value = new URLSearchParams(location.search).get(${JSON.stringify(parameter)})
  var template = value !== null && Object.prototype.hasOwnProperty.call(templateIds, value)
    ? document.getElementById(templateIds[value])
    : null
  if (template) document.getElementById('root').replaceChildren(template.content.cloneNode(true))
})()
`
}

/**
 * A prerendered page opened from a mail whose largest paint is its confirming call's answer
 * (`prerenderEarlyConfirmations` in src/app/prerender.tsx): its script, inline right after `#root`, sends
 * that call as the page is parsed, with the address's token, and leaves it on the window under `key`
 * (src/shared/mail-link/early-confirmation.ts), where the app takes it instead of sending its own. Where the
 * answer confirms the link (ok, each of `done.fields` a text) before the app starts (it removes the done
 * view's `<template>` first), it puts the done view in place of the progress, the answer's values in its
 * `{name}` stand-ins as text, and notes the body it showed (`shownBody`): the app starts from it.
 */
export function confirmationScript({ tokenParameter, request, key, done }) {
  return `(function () {
  var request = ${JSON.stringify(request)}
  var done = ${JSON.stringify({ templateId: done.templateId, fields: done.fields })}
  var token = new URLSearchParams(location.search).get(${JSON.stringify(tokenParameter)})
  if (!token || !window.fetch) return
  var init = {
    method: 'POST',
    credentials: 'include',
    headers: request.headers,
    body: request.body.replace('"{token}"', function () { return JSON.stringify(token) }),
  }
  if (window.AbortSignal && AbortSignal.timeout) init.signal = AbortSignal.timeout(request.timeoutMs)
  var answer = fetch(request.url, init)
  // The app reads the answer, or says what failed: no unhandled rejection meanwhile.
  answer.catch(function () {})
  var sent = (window[${JSON.stringify(key)}] = { token: token, answer: answer })
  answer
    .then(function (response) {
      return response.ok ? response.clone().json() : null
    })
    .then(function (body) {
      var template = document.getElementById(done.templateId)
      var root = document.getElementById('root')
      if (!body || !template || !root || !root.firstChild || window[${JSON.stringify(key)}] !== sent) return
      if (!done.fields.every(function (field) { return typeof body[field] === 'string' })) return
      var content = template.content.cloneNode(true)
      var walker = document.createTreeWalker(content, NodeFilter.SHOW_TEXT)
      for (var node = walker.nextNode(); node; node = walker.nextNode())
        done.fields.forEach(function (field) {
          node.nodeValue = node.nodeValue.split('{' + field + '}').join(body[field])
        })
      sent.shownBody = body
      root.replaceChildren(content)
    })
    .catch(function () {})
})()
`
}

/** How long the route script holds the app's script back for an account page's early frame at most. */
export const earlyFrameWaitMs = 3000

/**
 * The routes of the route table (`src/app/routes.tsx`), read from its source: each route's path as
 * written (`paths.orders.path`, '' for the index route) and the modules it loads, its lazy layouts' first
 * (none for a page that is no lazy route; the catch-all `*` is left out). So index.html's route script
 * asks for any page's chunks beside the entry, not after the entry has run, and knows an address no route
 * of the table matches. scripts/prerender-plugin.test.ts checks the list against the table the app builds.
 */
export async function lazyRoutesOf(tableSource) {
  // Loaded here, not with the config: every Vite and Vitest start reads this file.
  const { default: ts } = await import('typescript')
  const file = ts.createSourceFile('routes.tsx', tableSource, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const property = (node, name) =>
    node.properties.find((entry) => ts.isPropertyAssignment(entry) && entry.name.getText(file) === name)?.initializer
  const importedBy = (expression) => {
    let specifier
    const find = (node) => {
      if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
        specifier = node.arguments[0]?.text
      else ts.forEachChild(node, find)
    }
    if (expression) find(expression)
    return specifier
  }
  const routes = []
  const visit = (node, layouts) => {
    let inner = layouts
    if (ts.isObjectLiteralExpression(node)) {
      const loaded = importedBy(property(node, 'lazy'))
      const path = property(node, 'path')?.getText(file)
      const index = property(node, 'index')?.getText(file) === 'true'
      if (loaded && (path || index)) routes.push({ path: index ? '' : path, modules: [...layouts, loaded] })
      else if (loaded) inner = [...layouts, loaded]
      // A page of the table that is no lazy route (the error page): known, with no chunks of its own.
      else if (path && path !== "'*'" && property(node, 'element')) routes.push({ path, modules: [] })
    }
    ts.forEachChild(node, (child) => visit(child, inner))
  }
  visit(file, [])
  return routes
}

/** A module of the route table's `import()` as the manifest names it: `src/...` with its extension. */
export function sourceOfImport(specifier, root) {
  const path = specifier.startsWith('@/') ? `src/${specifier.slice(2)}` : join('src/app', specifier)
  const found = ['.tsx', '.ts'].map((extension) => `${path}${extension}`).find((file) => existsSync(join(root, file)))
  if (!found) throw new Error(`The route table imports ${specifier}, which is no file below src/`)
  return found
}

/** The value of a route's path as the table writes it (`paths.orders.path`), from the app's `paths`. */
export function pathOf(expression, paths) {
  if (expression === '') return ''
  if (/^'[^']*'$/.test(expression)) return expression.slice(1, -1)
  const value = expression
    .replace(/^paths\./, '')
    .split('.')
    .reduce((object, key) => object?.[key], paths)
  if (typeof value !== 'string')
    throw new Error(`The route table's path ${expression} names no path of src/shared/config/paths.ts`)
  return value
}

/** Text as a regular expression that matches just that text. */
const literally = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A route's path (`/orders/:id`, `/account-verification/*`) as the route script matches the address
 * bar's pathname, with the base and the trailing slash the script adds.
 */
export function routePattern(path, base) {
  const segments = path
    .replace(/^\//, '')
    .replace(/\/\*$/, '')
    .split('/')
    .filter(Boolean)
    // A parameter is a group: the route script reads its value for the page's early calls (`calls`).
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : literally(segment)))
  const wildcard = path.endsWith('/*') ? '(?:/.*)?' : ''
  return `^${literally(base)}${segments.join('/')}${wildcard}${segments.length > 0 ? '/' : ''}$`
}

/**
 * A recorded call's URL (`/orders/{0}?origin=SHOP`) with the route's parameters from the address in its
 * marks, each as the address has it, encoded once. index.html's route script carries this function's source,
 * and the test that plays the route script's part in the app calls it, so both fill a URL alike. Throws on a
 * malformed address.
 */
export function filledCallUrl(url, values) {
  return url.replace(/\{(\d+)\}/g, function (mark, index) {
    return encodeURIComponent(decodeURIComponent(values[index]))
  })
}

/**
 * `<link rel="preconnect">` for the origins of the calls index.html's route script starts with (the login
 * state, the flags), where they are another origin than the page's: the connection is opened while the
 * page's own files load, not when the call is sent. A call with cookies (`credentials: 'include'`) goes over a
 * connection with credentials, one without over an anonymous one (`crossorigin`), so each gets its own.
 */
export function preconnectLinks(early) {
  const links = new Map()
  for (const { url: callUrl, credentials } of early) {
    if (!/^https?:\/\//.test(callUrl)) continue
    const { origin } = new URL(callUrl)
    const anonymous = credentials !== 'include'
    links.set(`${origin} ${anonymous}`, `<link rel="preconnect" href="${origin}"${anonymous ? ' crossorigin' : ''}>`)
  }
  return [...links.values()]
}

/**
 * index.html's route script, inline at the top of its head (the CSP allows it by its hash: see
 * scripts/security-headers.mjs), so that its calls go out while the page is parsed. What needs the body
 * waits for the parser to reach it; a style sheet is downloaded at once and applied after the head's own.
 * Where no route of the table matches, it shows the page-not-found page once the body is there
 * (`notFound`, a `<template>` the build wrote into index.html), then runs the app. On every page it sends
 * what every signed-in page waits for (`early`, see `earlyRequests` in src/app/prerender.tsx: the login-state call and the
 * flags, each with the URL and headers the app would send, and the window property it leaves the
 * answer on), asks for a known page's chunks and styles, and runs the
 * app's script (`entry`; index.html has no module script of its own) at once.
 *
 * An account page (a route with `frame`) goes first with what it shows first: it asks for the login state
 * and what decides on the stay-logged-in banner (the flags, the setting), and on their answers shows the
 * early frame (header, greeting and banner, from the `<template>` the build wrote into index.html) and
 * only then asks for the app's scripts, so that those bytes do not hold up the frame on a slow line. The
 * setting goes out with the login state where a customer-number cookie says someone is signed in, else
 * once the login state has said so; never once the banner was dismissed. Account home's frame has no
 * banner (on a phone it is below the navigation there): the greeting shows on the login state alone.
 * Once the frame has painted, it sends the page's own first calls (a route's `calls`: its start calls, recorded at
 * build time by src/app/early-page-calls.ts, the route's parameters read from the address) and leaves each
 * answer under its URL in `frame.pageAnswersKey`, where the app's start calls take them: the answers come
 * while the app's script loads rather than after it has run.
 * A signed-out visitor goes straight to the prerendered login page, as the app would send them.
 * Anything else (no answer within `waitMs`, an error, someone else's customer-number cookie, a failed
 * flags or setting answer) leaves the decision to the app.
 */
export function routePreloadScript({ routes = [], notFound = null, early = [], frame = null, entry = [] }) {
  // Each file once, the routes by number: account pages share the shell's chunks (a third of the size).
  const files = [...new Set(routes.flatMap((route) => [...route.js, ...route.css]))]
  // Each call once too: every account page asks for the personal details.
  const callKey = (call) => JSON.stringify(call)
  const calls = [...new Map(routes.flatMap((route) => route.calls ?? []).map((call) => [callKey(call), call])).values()]
  const callKeys = calls.map(callKey)
  const numbered = routes.map(({ pattern, js, css, frame: framed, head, calls: routeCalls = [], leadCall }) => ({
    pattern,
    js: js.map((file) => files.indexOf(file)),
    css: css.map((file) => files.indexOf(file)),
    ...(framed ? { frame: 1 } : {}),
    ...(framed && head !== undefined ? { head } : {}),
    ...(framed && routeCalls.length > 0 ? { calls: routeCalls.map((call) => callKeys.indexOf(callKey(call))) } : {}),
    ...(framed && leadCall !== undefined ? { leadCall } : {}),
  }))
  return `(function () {
  var early = ${JSON.stringify(early)}
  var files = ${JSON.stringify(files)}
  var calls = ${JSON.stringify(calls)}
  var routes = ${JSON.stringify(numbered)}
  var frame = ${JSON.stringify(frame)}
  var notFound = ${JSON.stringify(notFound)}
  var entry = ${JSON.stringify(entry)}
  var path = location.pathname.replace(/\\/?$/, '/')
  var route = routes.filter(function (candidate) {
    return new RegExp(candidate.pattern).test(path)
  })[0]
  var sent = {}
  var appLoading = false
  var pageCallsSent = false
  // A head of the page's answer: its reader's module, the answer, and the frame's column and template once it shows.
  var leadModule = null
  var leadAnswer = null
  var leadColumn = null
  var frameTemplate = null
  // It runs in the head, before the body is parsed: what needs the body waits for it.
  var parsed = new Promise(function (resolve) {
    if (document.readyState !== 'loading') resolve()
    else document.addEventListener('DOMContentLoaded', function () { resolve() })
  })
  if (!route && notFound)
    parsed.then(function () {
      if (showNotFound()) afterFramePainted(loadApp)
      else loadApp()
    })
  else if (frame && route && route.frame && window.fetch) {
    // A page whose first lines are the same for everyone shows them in the frame (its head).
    var head = route.head === undefined ? null : frame.heads[route.head]
    // The frame waits for the shell's styles (it never shows unstyled), with a head for the page's too
    // (they size its boxes); otherwise the page's come with the app.
    var frameStyles = frame.css
      .concat(head ? route.css.map(function (file) { return files[file] }) : [])
      .map(function (href) {
        return addStyle(href)
      })
    var banner = frame.banner
    // On account home a phone shows the banner below the navigation, which comes with the app: the frame
    // leaves it out there and paints the greeting as soon as the login state has answered.
    var isAccountHome = path === frame.path
    var withoutBanner = isAccountHome || readStorage(banner.dismissedKey) === 'true'
    var loginState = send(requestOf(frame.loginStateKey))
    // No flags request among the early ones (no flag service): the flag's default counts.
    var flags = withoutBanner && !(head && (head.flag || head.fromAnswer)) ? null : send(requestOf(banner.flagsKey))
    var setting = !withoutBanner && customerNumberCookie() ? send(banner.setting) : null
    // A page whose first lines are its data asks for it now, with the login state, where the visitor looks signed
    // in: the frame shows those lines once it answers (sent after the frame's paint, as without the cookie, the
    // call adds its round trip).
    if (head && head.fromAnswer) {
      leadModule = import(head.fromAnswer.module)
      leadModule.catch(function () {})
      if (customerNumberCookie()) sendPageCalls()
    }
    setTimeout(loadApp, frame.waitMs)
    showEarlyFrame().then(function (outcome) {
      if (outcome === 'redirected') return
      // The page's calls after the paint too: sent with the frame, they held its paint up in Lighthouse's
      // simulation of a phone (account pages' LCP +45 to +126 ms).
      if (outcome === 'shown')
        afterFramePainted(function () {
          loadApp(true)
        })
      else loadApp()
    })
  } else loadApp()

  // With the page's calls only before the app's script is asked for: the app takes their answers at its start,
  // and forgets what is left once it has made its start calls (a later call must not find an old answer).
  function loadApp(withPageCalls) {
    if (appLoading) return
    appLoading = true
    if (withPageCalls) sendPageCalls()
    early.forEach(send)
    if (route) {
      route.css.forEach(function (file) {
        addStyle(files[file])
      })
      route.js.forEach(function (file) {
        addLink('modulepreload', files[file])
      })
    }
    // The entry renders into the body: fetched at once, run once the body is there.
    entry.forEach(function (file) {
      addLink('modulepreload', file)
    })
    parsed.then(function () {
      entry.forEach(addModuleScript)
    })
  }
  // The page's own first calls, for a signed-in customer whose frame has painted: their answers come while the
  // app's script loads, and the app's start calls take them (src/shared/api/early-answers.ts).
  function sendPageCalls() {
    if (!route.calls || pageCallsSent) return
    pageCallsSent = true
    var values = new RegExp(route.pattern).exec(path).slice(1)
    var answers = (window[frame.pageAnswersKey] = {})
    route.calls.forEach(function (number) {
      var call = calls[number]
      var url
      try {
        url = filledCallUrl(call.url, values)
      } catch (error) {
        return // a malformed address: the app asks as it finds it
      }
      answers[url] = fetchQuietly(url, 'include', call)
      if (route.calls[route.leadCall] === number) leadAnswer = answers[url]
    })
    if (leadAnswer && leadColumn) showLeadOfAnswer()
  }
  ${filledCallUrl.toString()}
  function requestOf(key) {
    return early.filter(function (request) { return request.key === key })[0]
  }
  function send(request) {
    if (!request || sent[request.key] || !window.fetch) return window[request && request.key]
    sent[request.key] = true
    window[request.key] = fetchQuietly(request.url, request.credentials, request)
    return window[request.key]
  }
  // A request as the app sends it (its headers, and its timeout where the browser can give up on its own).
  function fetchQuietly(url, credentials, request) {
    var init = { credentials: credentials, headers: request.headers }
    if (request.timeoutMs && window.AbortSignal && AbortSignal.timeout) init.signal = AbortSignal.timeout(request.timeoutMs)
    var answer = fetch(url, init)
    // The app reads the answer, or asks again where it failed: no unhandled rejection meanwhile.
    answer.catch(function () {})
    return answer
  }
${scriptHelpers}
  // A copy of the answer's body where it is ok, else null: the app reads the answer itself.
  function bodyOf(answer) {
    return answer.then(function (response) {
      return response.ok ? response.clone().json() : null
    })
  }
  // A style sheet, loaded at once and applied once the head is parsed: after the page's own style sheets,
  // as the cascade expects. Resolves once it applies (loaded or failed).
  function addStyle(href) {
    addLink('preload', href, 'style')
    return parsed.then(function () {
      var link = addLink('stylesheet', href)
      return new Promise(function (resolve) {
        if (!link) return resolve()
        link.onload = link.onerror = resolve
      })
    })
  }
  // No route of the table matches: the page-not-found page, as the app will show it, before the app has run.
  function showNotFound() {
    var template = document.getElementById(notFound.templateId)
    var root = document.getElementById('root')
    if (!template || !root || root.firstChild) return false
    root.appendChild(template.content.cloneNode(true))
    return true
  }
  function showEarlyFrame() {
    return Promise.all([bodyOf(loginState), Promise.all(frameStyles), parsed])
      .then(function (ready) {
        var state = ready[0]
        if (!state || appLoading) return false
        if (state.state !== 'LOGGED_IN') {
          var search = new URLSearchParams({ redirect: '/' + location.pathname.slice(frame.path.length) + location.search })
          location.replace(frame.loginPath + '?' + search)
          return 'redirected'
        }
        if (otherCustomersCookie(state.customer_number)) return false
        return Promise.all([bannerShows(), headShows(state)]).then(function (decided) {
          var shows = decided[0]
          var template = document.getElementById(frame.templateId)
          var root = document.getElementById('root')
          // The app takes the template away once it runs: from then on the page is the app's.
          if (typeof shows !== 'boolean' || !template || !root || root.firstChild || appLoading) return false
          var name = [state.first_name, state.last_name].filter(Boolean).join(' ') || state.username || ''
          var content = template.content.cloneNode(true)
          fill(content.querySelector('.account-greeting__name'), frame.placeholders.name, name)
          var number = content.querySelector('.account-greeting__number')
          if (state.customer_number) fill(number, frame.placeholders.customerNumber, state.customer_number)
          else remove(number)
          if (!shows) remove(content.querySelector(frame.parts.banner))
          // Account home shows the greeting on a phone too.
          if (isAccountHome) content.querySelector(frame.parts.layout).classList.remove(frame.parts.subpageClass)
          var headTemplate = decided[1] && !head.fromAnswer && document.getElementById(head.templateId)
          var pageColumn = content.querySelector(frame.parts.pageColumn)
          if (headTemplate && pageColumn) pageColumn.appendChild(headTemplate.content.cloneNode(true))
          root.appendChild(content)
          if (decided[1] && head.fromAnswer && pageColumn) {
            leadColumn = pageColumn
            frameTemplate = template
            if (leadAnswer) showLeadOfAnswer()
          }
          return 'shown'
        })
      })
      .catch(function () {
        return false
      })
  }
  // The page's first lines from its answer, below the frame's banner, once it has come and the frame has painted:
  // the reader's module puts them there (src/app/shell/show-early-lead.ts). Not once the app runs (it has taken the
  // frame's template away).
  function showLeadOfAnswer() {
    var column = leadColumn
    var lead = head.fromAnswer
    var flagsRead = lead.flags.map(function (flag) {
      return flagOn(flag.name, flag.default)
    })
    Promise.all([bodyOf(leadAnswer), leadModule].concat(flagsRead))
      .then(function (ready) {
        var flagValues = {}
        lead.flags.forEach(function (flag, index) {
          flagValues[flag.name] = ready[index + 2]
        })
        if (!ready[0] || !frameTemplate.parentNode || !document.getElementById('root').contains(column)) return
        ready[1].showEarlyLead(ready[1].read, {
          body: ready[0],
          context: { locale: frame.shop.locale, now: new Date(), flags: flagValues },
          column: column,
          templateId: head.templateId,
        })
      })
      .catch(function () {})
  }
  // A flag as the flags' early answer says, its default without a flag service, undefined on a failed answer.
  function flagOn(name, fallback) {
    if (!flags) return Promise.resolve(fallback)
    return bodyOf(flags).then(function (body) {
      // The frontend API lists only enabled toggles: an absent flag is off.
      if (!body || !Array.isArray(body.toggles)) return undefined
      return body.toggles.some(function (toggle) { return toggle.name === name && toggle.enabled === true })
    })
  }
  // Whether the page shows its head: with its route's flag on, and, on the password pages, for an account
  // with a password (needsPasswordFromSocialLogin). Anything uncertain: no head, the app shows the page.
  function headShows(state) {
    if (!head || (head.needsOwnPassword && state.has_password === false && state.social_login_provider))
      return Promise.resolve(false)
    if (!head.flag) return Promise.resolve(true)
    return flagOn(head.flag.name, head.flag.default).then(function (on) {
      return on === true
    })
  }
  // As StayLoggedInBanner decides: true or false, or undefined where the app must decide (a failed answer).
  function bannerShows() {
    if (withoutBanner) return Promise.resolve(false)
    return flagOn(banner.flag, banner.flagDefault).then(function (on) {
      if (on !== true) return on
      return bodyOf(setting || send(banner.setting)).then(function (body) {
        var value = body && ('stayLoggedIn' in body ? body.stayLoggedIn : body.stay_logged_in)
        return typeof value === 'boolean' ? !value : undefined
      })
    })
  }
  function fill(element, placeholder, value) {
    // A function, so that "$&" in a name stays as typed.
    if (element) element.textContent = element.textContent.replace(placeholder, function () { return value })
  }
  function remove(element) {
    if (element) element.parentNode.removeChild(element)
  }
  function readStorage(key) {
    try {
      return window.localStorage.getItem(key)
    } catch (error) {
      return null
    }
  }
  function customerNumberCookie() {
    var match = /(?:^|;\\s*)customer_number=([^;]*)/.exec(document.cookie)
    if (!match || !match[1]) return null
    try {
      return decodeURIComponent(match[1])
    } catch (error) {
      return match[1]
    }
  }
  // As the app decides (customer-number-cookie.ts): a readable customer number of someone else means signed out.
  function otherCustomersCookie(customerNumber) {
    var cookie = customerNumberCookie()
    if (!cookie || !customerNumber) return false
    return cookie.trim().toLowerCase() !== String(customerNumber).trim().toLowerCase()
  }
})()
`
}

/**
 * A route's `variants` as `<template>`s (each distinct markup once; a value whose page equals the markup
 * without it needs none) and the inline script that puts the address's in place; nothing without variants.
 */
async function prerenderVariants(variants, markup, renderValue) {
  if (!variants) return { templates: '', script: '' }
  const distinct = []
  const templateIds = {}
  for (const value of variants.values) {
    const variantMarkup = await renderValue(value)
    if (variantMarkup === markup) continue
    if (!distinct.includes(variantMarkup)) distinct.push(variantMarkup)
    templateIds[value] = `prerendered-variant-${distinct.indexOf(variantMarkup)}`
  }
  if (distinct.length === 0)
    throw new Error(`No value of ${variants.parameter} (${variants.values.join(', ')}) changes the prerendered page`)
  const script = inlinable(variantScript({ parameter: variants.parameter, templateIds }))
  return {
    templates: distinct
      .map((variant, index) => `\n    <template id="prerendered-variant-${index}">${variant}</template>`)
      .join(''),
    script: `\n    <script>${script}</script>`,
  }
}

/**
 * The reader `name` of src/app/early-lead-readers.ts with `showEarlyLead` (src/app/shell/show-early-lead.ts) as one
 * minified ES module for the browser, with the app's aliases: `read` and `showEarlyLead`, which the route script
 * calls on the page whose early head reads its answer.
 */
export async function bundleEarlyLead(root, name) {
  const entry = '\0early-lead'
  const bundle = await rolldown({
    input: entry,
    platform: 'browser',
    resolve: { alias: { '@flags': resolve(root, 'flags'), '@': resolve(root, 'src') } },
    logLevel: 'warn',
    plugins: [
      {
        name: 'early-lead-entry',
        resolveId: (id) => (id === entry ? entry : null),
        load: (id) =>
          id === entry
            ? `export { ${name} as read } from ${JSON.stringify(resolve(root, 'src/app/early-lead-readers.ts'))}\n` +
              `export { showEarlyLead } from ${JSON.stringify(resolve(root, 'src/app/shell/show-early-lead.ts'))}\n`
            : null,
      },
    ],
    // The answers' schemas come from the API modules, which import react-query for the app: tree-shaken here, so
    // its "use client" directives say nothing.
    onLog(level, log, handler) {
      if (log.code !== 'MODULE_LEVEL_DIRECTIVE') handler(level, log)
    },
  })
  try {
    const { output } = await bundle.generate({ format: 'es', minify: true })
    if (output.length !== 1) throw new Error(`The early lead ${name} came out as ${output.length} files`)
    if (!/\bread\b/.test(output[0].code)) throw new Error(`The early lead ${name} has no reader`)
    return output[0].code
  } finally {
    await bundle.close()
  }
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
      // One folder per output folder: two builds side by side (npm test's dist and dist-e2e, with other
      // service URLs) must not read each other's prerender bundle (the early calls went to the wrong URL).
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
      const {
        prerender,
        earlyRequests,
        prerenderEarlyAccountFrame,
        prerenderEarlyPageHeads,
        buildShopLocale,
        appPaths,
        prerenderedRoutes,
        notFoundTemplate,
        earlyPageCalls,
        earlyPageAnswersKey,
        prerenderEarlyConfirmations,
      } = await import(`${pathToFileURL(join(ssrOutDir, 'prerender.mjs')).href}?build=${Date.now()}`)
      const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'))
      const indexHtml = readFileSync(join(outDir, 'index.html'), 'utf8')
      const entry = entryFiles(outDir)
      const url = (file) => `${config.base}${file}`
      // A page's markup as the app renders it at `path` (below the base): a heading, and no script in it.
      const prerenderPage = async (path) => {
        const markup = await prerender(`${config.base}${path}`)
        if (!/<h1[ >]/.test(markup) || /<script/i.test(markup))
          throw new Error(`Prerendering ${path} gave unexpected markup: ${markup.slice(0, 300)}`)
        return markup
      }
      // The account pages' header, greeting and banner, shown by the route script once the login state has answered.
      const { markup: frameMarkup, ...earlyFrame } = await prerenderEarlyAccountFrame()
      if (
        !frameMarkup.includes('account-greeting__name') ||
        !frameMarkup.includes('stay-logged-in-banner-title') ||
        /<script/i.test(frameMarkup)
      )
        throw new Error(`Prerendering the early account frame gave unexpected markup: ${frameMarkup.slice(0, 300)}`)
      // The first lines of the account pages that show the same to everyone, below the frame's banner.
      const heads = await prerenderEarlyPageHeads()
      // The head with a heading or paragraph; each piece of a lead of the answer with something in it.
      for (const { path, templates } of heads)
        for (const [index, { markup }] of templates.entries())
          if (!(index === 0 ? /<(p|h1)[ >]/ : /<[a-z]/).test(markup) || /<script/i.test(markup))
            throw new Error(`Prerendering the early head of ${path} gave unexpected markup: ${markup.slice(0, 300)}`)
      // Each reader of a head of the page's answer in a module of its own, imported by the route script on its page only.
      const leadModules = {}
      for (const { fromAnswer } of heads.filter((head) => head.fromAnswer)) {
        const code = await bundleEarlyLead(config.root, fromAnswer.reader)
        const kebab = fromAnswer.reader.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
        const file = `assets/early-lead-${kebab}-${createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`
        writeFileSync(join(outDir, file), code)
        leadModules[fromAnswer.reader] = url(file)
      }
      // The pages' chunks with the entry, not after it has run: on an account page after its early frame.
      const routeTable = readFileSync(resolve(config.root, 'src/app/routes.tsx'), 'utf8')
      const lazyRoutes = await lazyRoutesOf(routeTable)
      const shellLayout = lazyRoutes.find(({ path }) => path === '')?.modules[0]
      if (!shellLayout) throw new Error('The route table has no account home (an index route below the account shell)')
      // What the early frame needs beyond the entry's styles: the shell's.
      const frameCss = routeModulesAssets(manifest, [shellLayout], config.root, entry).css.map(url)
      const routes = []
      for (const { path, modules } of lazyRoutes.filter(
        ({ modules }) => modules.length <= 1 || modules[0] === shellLayout,
      )) {
        const assets = routeModulesAssets(manifest, modules, config.root, entry)
        const head = heads.findIndex((candidate) => candidate.path === pathOf(path, appPaths))
        const frame = modules[0] === shellLayout
        const calls = frame ? await earlyPageCalls(pathOf(path, appPaths)) : []
        // The call whose answer a head of the page's answer reads.
        const callPath = heads[head]?.fromAnswer?.callPath
        const leadCall = callPath
          ? calls.findIndex((call) =>
              decodeURIComponent(new URL(call.url, 'https://example.invalid').pathname).endsWith(callPath),
            )
          : undefined
        if (leadCall === -1)
          throw new Error(`${path}: its early head reads ${callPath}, which the page does not ask for`)
        routes.push({
          pattern: routePattern(pathOf(path, appPaths), config.base),
          js: assets.js.map(url),
          css: assets.css.map(url),
          frame,
          ...(head === -1 ? {} : { head }),
          // What an account page asks for as it opens (its start calls), recorded from the app itself, one
          // route after the other (the recording stands in for fetch meanwhile).
          ...(frame ? { calls } : {}),
          ...(leadCall === undefined ? {} : { leadCall }),
        })
      }
      for (const [index, { path }] of heads.entries())
        if (!routes.some((route) => route.frame && route.head === index))
          throw new Error(`The early head of ${path} belongs to no account page of src/app/routes.tsx`)
      // The page-not-found page, the same to everyone: shown by the route script where no route matches.
      const notFoundMarkup = await prerenderPage(notFoundTemplate.probePath)
      // Inline (its CSP hash: previewScriptHashesPlugin, `node scripts/security-headers.mjs dist`): a file would
      // be fetched first, one round trip before the first calls go out.
      const routeScript = inlinable(
        routePreloadScript({
          routes,
          notFound: { templateId: notFoundTemplate.templateId },
          early: earlyRequests(),
          frame: {
            ...earlyFrame,
            path: config.base,
            css: frameCss,
            waitMs: earlyFrameWaitMs,
            pageAnswersKey: earlyPageAnswersKey,
            heads: heads.map(({ templates, flag, needsOwnPassword, fromAnswer }) => ({
              templateId: templates[0].templateId,
              flag,
              needsOwnPassword,
              ...(fromAnswer
                ? {
                    fromAnswer: {
                      flags: fromAnswer.flags,
                      module: leadModules[fromAnswer.reader],
                    },
                  }
                : {}),
            })),
            shop: { locale: buildShopLocale() },
          },
          entry: entry.map(url),
        }),
      )
      // Only index.html: its route script sends these calls at once. A prerendered page sends its first call
      // once the app's script has loaded, after its paint (there preconnecting read 0.03–0.08 × slower LCP).
      const preconnects = preconnectLinks(earlyRequests()).join('\n    ')
      const appPage = indexHtml
        .replace('</head>', preconnects ? `  ${preconnects}\n  </head>` : '</head>')
        // The route script asks for the app's script (on an account page after the early frame). It stays
        // where the entry was, above the style sheets: an inline script below one would wait for it.
        .replace(/<script type="module" crossorigin src="[^"]+"><\/script>/, () => `<script>${routeScript}</script>`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace(
          '<div id="root"></div>',
          `<div id="root"></div>\n    <template id="${earlyFrame.templateId}">${frameMarkup}</template>` +
            heads
              .flatMap(({ templates }) => templates)
              .map(({ templateId, markup }) => `\n    <template id="${templateId}">${markup}</template>`)
              .join('') +
            `\n    <template id="${notFoundTemplate.templateId}">${notFoundMarkup}</template>`,
        )
      if (!appPage.includes(routeScript) || /type="module"/.test(appPage) || !appPage.includes(earlyFrame.templateId))
        throw new Error('index.html did not take the route script in place of the entry, or the early frame')
      writeFileSync(join(outDir, 'index.html'), appPage)
      const earlyConfirmations = await prerenderEarlyConfirmations()
      for (const { path, done } of earlyConfirmations)
        if (
          !prerenderedRoutes.some((route) => route.path === path) ||
          !done.fields.every((field) => done.markup.includes(`{${field}}`)) ||
          /<script/i.test(done.markup)
        )
          throw new Error(
            `${path} is no prerendered route, or its done view has unexpected markup: ${done.markup.slice(0, 300)}`,
          )
      for (const { path: routePath, needs, variants } of prerenderedRoutes) {
        // A page that routes its own steps is the route of its whole sub-tree (`/account-verification/*`).
        const lazyRoute = lazyRoutes.find(({ path }) => [routePath, `${routePath}/*`].includes(pathOf(path, appPaths)))
        if (!lazyRoute) throw new Error(`The prerendered route ${routePath} is no lazy route of src/app/routes.tsx`)
        const pagePath = routePath.replace(/^\//, '')
        // Rendered with the parameters the page needs to show what it is hydrated over (a mailed link's token).
        const at = (...parameters) => {
          const query = [...needs.map((name) => `${name}=prerendered`), ...parameters].join('&')
          return `${pagePath}${query ? `?${query}` : ''}`
        }
        const markup = await prerenderPage(at())
        const { templates, script } = await prerenderVariants(variants, markup, (value) =>
          prerenderPage(at(`${variants.parameter}=${encodeURIComponent(value)}`)),
        )
        // A page whose largest paint is its confirming call's answer sends it as it is parsed.
        const confirmation = earlyConfirmations.find((candidate) => candidate.path === routePath)
        const confirming = confirmation
          ? `\n    <template id="${confirmation.done.templateId}">${confirmation.done.markup}</template>` +
            `\n    <script>${inlinable(confirmationScript(confirmation))}</script>`
          : ''
        const assets = routeModulesAssets(manifest, lazyRoute.modules, config.root, entry)
        const boot = shipped(
          bootScript({
            entry: entry.map(url),
            preload: assets.js.map(url),
          }),
        )
        const bootFile = `assets/boot-${pagePath.replaceAll('/', '-')}-${createHash('sha256').update(boot).digest('hex').slice(0, 8)}.js`
        writeFileSync(join(outDir, bootFile), boot)
        const head = [
          ...assets.css.map((file) => `<link rel="stylesheet" crossorigin href="${url(file)}">`),
          `<script defer src="${url(bootFile)}"></script>`,
        ]
        const html = indexHtml
          .replace(/\s*<script type="module"[^>]*><\/script>/g, '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('</head>', `  ${head.join('\n    ')}\n  </head>`)
          .replace('<div id="root"></div>', () => `<div id="root">${markup}</div>${templates}${script}${confirming}`)
        // `login.html` answers /login (vite preview, sirv, try_files $uri.html), `login/index.html` /login/.
        mkdirSync(join(outDir, pagePath), { recursive: true })
        writeFileSync(join(outDir, `${pagePath}.html`), html)
        writeFileSync(join(outDir, pagePath, 'index.html'), html)
      }
    },
  }
}
