import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { accountRootPath } from '../src/shared/config/account-root'
import { paths } from '../src/shared/config/paths'
import { productionSuitePorts, unleashTestTokens } from '../scripts/standalone-services.mjs'
import { eagerCompileHint } from '../build/compile-hints.ts'
import { collectPageErrors, type AllowedLoadFailure } from './page-errors'

/** On the login page: Anna Schmidt's username, then her password. */
async function signInAsAnna(page: Page) {
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill('anna.schmidt@example.de')
  await page.getByRole('button', { name: 'Weiter' }).click()
  await page.getByLabel('Passwort', { exact: true }).fill('Sommer2026!')
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click()
}

/** The app's script (the entry), which a test blocks to see what index.html shows before it runs. */
const appScript = /\/assets\/index-[\w-]+\.js$/

/** The app's script aborted on purpose, to see the page before it runs (collectPageErrors lets nothing else through). */
const appScriptAborted: AllowedLoadFailure = {
  url: appScript,
  status: 'net::ERR_FAILED',
  why: "the test aborts the app's script to see what the HTML shows before it runs",
}

/**
 * What Prism found wrong in this test's calls: its error answers (application/problem+json of type
 * stoplight.io/prism), each with the call and what in it breaks contract/openapi.json.
 */
const contractViolations: Array<Promise<string | undefined>> = []
test.beforeEach(({ page }) => {
  contractViolations.length = 0
  page.on('response', (response) => {
    if (!response.headers()['content-type']?.includes('application/problem+json')) return
    const call = `${response.request().method()} ${new URL(response.url()).pathname}`
    contractViolations.push(
      response
        .json()
        .then(
          (problem: { type?: string; title?: string; validation?: Array<{ location: string[]; message: string }> }) =>
            problem.type?.includes('stoplight.io/prism')
              ? `${call}: ${problem.title}; ${(problem.validation ?? []).map((entry) => `${entry.location.join('.')}: ${entry.message}`).join('; ')}`
              : undefined,
        )
        .catch(() => `${call}: Prism's answer could not be read`),
    )
  })
})
test.afterEach(async () => {
  const found = (await Promise.all(contractViolations)).filter(Boolean)
  expect(found, 'calls that break contract/openapi.json (Prism)').toEqual([])
})

// Runs only with playwright.production.config.ts: the production build, through Prism, against the standalone mock server.
test(
  'the production build signs in against the services over HTTP, with strict security headers and no console errors',
  { tag: ['@spec:2.routing.root-path'] },
  async ({ page }) => {
    const errors = collectPageErrors(page)

    const response = await page.goto(`${accountRootPath}${paths.home.getHref()}`)
    const headers = response?.headers() ?? {}
    const csp = headers['content-security-policy'] ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("base-uri 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
    // No page of the build carries an inline script, and the CSP allows none: only the app's own files and
    // reCAPTCHA's. Read apart from the page: the page itself has moved on to the login page by now.
    for (const path of [
      paths.home.getHref(),
      paths.login.getHref(),
      paths.postLogout.getHref(),
      paths.sendPasswordLinkSuccess.path,
      paths.emailChangeConfirmDoi.path,
    ]) {
      const html = await (await page.request.get(`${accountRootPath}${path}`)).text()
      expect(html, path).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i)
    }
    const scriptSources = csp.match(/script-src ([^;]+)/)?.[1]?.split(' ') ?? []
    expect(scriptSources.sort()).toEqual(["'self'", 'http://localhost:9092/recaptcha/'])
    expect(csp).not.toContain('unsafe-eval')
    expect(csp).toContain('report-to csp')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(csp).not.toContain('unsafe-inline')
    expect(headers['x-content-type-options']).toBe('nosniff')

    await expect(page).toHaveURL(/\/dpl\/av\/login\?redirect=%2F$/)
    await signInAsAnna(page)
    await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
    await expect(page).toHaveURL(/\/dpl\/av\/?$/)

    // No harness panel and no mock in the production build; the session is a real HttpOnly cookie.
    await expect(page.getByRole('complementary', { name: 'Prototyp-Steuerung' })).toHaveCount(0)
    const cookies = await page.context().cookies()
    expect(cookies.find((cookie) => cookie.name === 'mk_session')?.httpOnly).toBe(true)
    expect(await page.evaluate(() => document.cookie)).not.toContain('mk_session')
    const storage = await page.evaluate(() => ({
      local: Object.keys(localStorage),
      session: Object.keys(sessionStorage),
    }))
    expect(storage).toEqual({ local: ['mein-konto.login-method'], session: [] })

    // A new page load keeps the session (the web server serves index.html for /dpl/av/*). Its login
    // state and its flags are asked for once each.
    const loginStateCalls: string[] = []
    const flagCalls: string[] = []
    page.on('request', (request) => {
      if (request.method() !== 'GET') return
      if (request.url().endsWith('/user/login-state')) loginStateCalls.push(request.url())
      if (new URL(request.url()).pathname === '/api/frontend') flagCalls.push(request.url())
    })
    await page.goto(`${accountRootPath}${paths.home.getHref()}`)
    await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()
    await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
    expect(loginStateCalls).toHaveLength(1)
    expect(flagCalls).toHaveLength(1)
    await page.getByRole('button', { name: 'Abmelden' }).click()
    await expect(page.getByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeVisible()
    expect(errors).toEqual([])
  },
)

test('scripts of the app that answer 404 and a style that answers 500 fail any test (collectPageErrors)', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  await page.route(/\/assets\/[\w-]+\.js$/, (route) => route.fulfill({ status: 404 }))
  await page.route(/\/assets\/[\w-]+\.css$/, (route) => route.fulfill({ status: 500 }))
  await page.goto(`${accountRootPath}${paths.login.getHref()}`)
  await expect
    .poll(() => errors)
    .toEqual(
      expect.arrayContaining([
        expect.stringMatching(/status of 404 \(Not Found\) \(http:\/\/localhost:\d+\/dpl\/av\/assets\/[\w-]+\.js\)$/),
        expect.stringMatching(
          /status of 500 \(Internal Server Error\) \(http:\/\/localhost:\d+\/dpl\/av\/assets\/[\w-]+\.css\)$/,
        ),
      ]),
    )
})

test('the login page is in the HTML before any script runs, hydrates without errors, signs in and then redirects a signed-in visitor', async ({
  browser,
  page,
}) => {
  // The server's answer holds the first screen and no inline script (the CSP forbids it).
  const html = await (await page.request.get(`${accountRootPath}${paths.login.getHref(paths.home.getHref())}`)).text()
  expect(html).toMatch(/<input[^>]*autocomplete="username"/i)
  expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i)

  // Without JavaScript the login page is there all the same: header, heading, username field, footer.
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const staticPage = await withoutScripts.newPage()
  await staticPage.goto(`${accountRootPath}${paths.login.getHref(paths.home.getHref())}`)
  await expect(staticPage.getByRole('link', { name: 'HSE – zur Startseite des Shops' })).toBeVisible()
  await expect(staticPage.getByRole('heading', { level: 1, name: 'Anmelden bei Mein Konto' })).toBeVisible()
  await expect(staticPage.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible()
  await expect(staticPage.getByRole('link', { name: 'Impressum' })).toBeVisible()
  await withoutScripts.close()

  // With JavaScript the same markup is hydrated (a mismatch would log an error) and signs in.
  const errors = collectPageErrors(page)
  const entry = page.waitForResponse((response) => appScript.test(new URL(response.url()).pathname))
  await page.goto(`${accountRootPath}${paths.login.getHref(paths.home.getHref())}`)
  // The app's script opens with V8's compile hint, so Chrome compiles it while it downloads
  // (scripts/compile-hints.mjs); on any other line V8 would not read it.
  expect((await (await entry).text()).split('\n', 1)[0]).toBe(eagerCompileHint)
  await signInAsAnna(page)
  await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
  await expect(page).toHaveTitle(/HSE/)

  // Signed in, the login page paints and then, once the login state is known, goes on to the account.
  await page.goto(`${accountRootPath}${paths.login.getHref()}`)
  await expect(page).toHaveURL(/\/dpl\/av\/?$/)
  await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
  // The shell (greeting, logout) shows before account home's own content; logging out before the page has
  // shown let it ask for the customer's latest order with the session already gone (a 401 in the console).
  await expect(page.getByRole('heading', { level: 1, name: 'Mein Konto' })).toBeVisible()
  await page.getByRole('button', { name: 'Abmelden' }).click()
  await expect(page.getByRole('heading', { name: 'Sie haben sich abgemeldet' })).toBeVisible()
  expect(errors).toEqual([])
})

test('forgot-password and post-logout are in the HTML before any script runs, and hydrate without errors', async ({
  browser,
  page,
}) => {
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const staticPage = await withoutScripts.newPage()
  await staticPage.goto(`${accountRootPath}${paths.forgotPassword.getHref()}`)
  await expect(staticPage.getByRole('heading', { level: 1, name: 'Passwort vergessen' })).toBeVisible()
  await expect(staticPage.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible()
  await staticPage.goto(`${accountRootPath}${paths.postLogout.getHref()}`)
  await expect(staticPage.getByRole('heading', { level: 1, name: 'Sie haben sich abgemeldet' })).toBeVisible()
  await withoutScripts.close()

  // Hydrated (a mismatch would log an error), the form sends the link.
  const errors = collectPageErrors(page)
  await page.goto(`${accountRootPath}${paths.forgotPassword.getHref()}`)
  await page.getByLabel('E-Mail-Adresse oder Kundennummer').fill('anna.schmidt@example.de')
  await page.getByRole('button', { name: 'Link anfordern' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte prüfen Sie Ihr Postfach' })).toBeVisible()
  expect(page.url()).not.toContain('anna.schmidt')

  await page.goto(`${accountRootPath}${paths.postLogout.getHref()}`)
  await page.getByRole('link', { name: 'Erneut anmelden' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden bei Mein Konto' })).toBeVisible()
  expect(errors).toEqual([])
})

test('a page whose text the address chooses shows that text once the app has run, and renders it without errors', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  const pages = [
    {
      path: paths.postLogout.getHref('account-deleted'),
      heading: 'Ihr Kundenkonto ist gelöscht',
      text: 'Wir haben Ihr Kundenkonto mit Ihren gespeicherten Adressen',
    },
    {
      path: paths.sendPasswordLinkSuccess.getHref('password-forgotten'),
      heading: 'Bitte prüfen Sie Ihr Postfach',
      text: 'Wenn wir ein Kundenkonto zu Ihren Angaben finden',
    },
    {
      path: paths.sendPasswordLinkSuccess.getHref('set-password'),
      heading: 'Bitte prüfen Sie Ihr Postfach',
      text: 'mit dem Sie ein Passwort für Ihr Kundenkonto festlegen',
    },
    {
      path: `${paths.sendPasswordLinkSuccess.path}?reason=unknown`,
      heading: 'Bitte prüfen Sie Ihr Postfach',
      text: 'Wir haben Ihnen eine E-Mail mit einem Link geschickt.',
    },
  ]
  for (const { path, heading, text } of pages) {
    // The HTML holds the page without the address's value; the app renders the page afresh over it (a
    // hydration over other text would log an error), and its link leads on within the app.
    await page.goto(`${accountRootPath}${path}`)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page.getByText(text)).toBeVisible()
    await page.getByRole('link', { name: /^(Erneut anmelden|Zur Anmeldung|Zurück zur Anmeldung)$/ }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden bei Mein Konto' })).toBeVisible()
  }
  expect(errors).toEqual([])
})

test('account verification is in the HTML before any script runs, hydrates without errors, and renders afresh where the login page handed the username over', async ({
  browser,
  page,
}) => {
  const path = `${accountRootPath}${paths.accountVerification.getHref()}`
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const staticPage = await withoutScripts.newPage()
  await staticPage.goto(path)
  await expect(staticPage.getByRole('heading', { level: 1, name: 'Kundenkonto bestätigen' })).toBeVisible()
  await expect(staticPage.getByLabel('E-Mail-Adresse oder Kundennummer')).toBeVisible()
  await withoutScripts.close()

  // Hydrated (a mismatch would log an error), its field takes what is typed.
  const errors = collectPageErrors(page)
  await page.goto(path)
  const username = page.getByRole('textbox', { name: 'E-Mail-Adresse oder Kundennummer' })
  await username.fill('anna.schmidt@example.de')
  await expect(username).toHaveValue('anna.schmidt@example.de')

  // The username the login page hands over stays in the history entry over a reload: the page shows it
  // instead of the field, rendered afresh, not hydrated over markup without it.
  await page.evaluate(() =>
    history.replaceState({ usr: { username: 'anna.schmidt@example.de' }, key: 'handed-over', idx: 0 }, ''),
  )
  await page.reload()
  await expect(page.getByText('anna.schmidt@example.de', { exact: true })).toBeVisible()
  await expect(username).toHaveCount(0)
  expect(errors).toEqual([])
})

test('set-password from a mailed link is in the HTML before any script runs, hydrates without errors and sends the token it came with', async ({
  browser,
  page,
}) => {
  const link = `${accountRootPath}${paths.setPassword.getHref('used-up-token')}`
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const staticPage = await withoutScripts.newPage()
  await staticPage.goto(link)
  await expect(staticPage.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible()
  await expect(staticPage.getByLabel('Neues Passwort', { exact: true })).toBeVisible()
  // A light user's first password: the same form, with its own heading.
  await staticPage.goto(`${accountRootPath}${paths.lightUserSetPassword.getHref('activation-token')}`)
  await expect(
    staticPage.getByRole('heading', { level: 1, name: 'Passwort für Ihr Kundenkonto festlegen' }),
  ).toBeVisible()
  await expect(staticPage.getByLabel('Neues Passwort', { exact: true })).toBeVisible()
  await withoutScripts.close()

  // Hydrated (a mismatch would log an error), the form sends the token it was opened with, which the
  // service no longer knows: the page says so. The token has left the address bar.
  const errors = collectPageErrors(page, [
    {
      url: /\/user\/set-password$/,
      status: 410,
      why: 'the service no longer knows the token the link carries: the page says the link has expired',
    },
  ])
  const sent: unknown[] = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/user/set-password')) sent.push(request.postDataJSON())
  })
  await page.goto(link)
  await page.getByLabel('Neues Passwort', { exact: true }).fill('Winter2027!')
  await page.getByLabel('Neues Passwort wiederholen').fill('Winter2027!')
  await page.getByRole('button', { name: 'Passwort speichern' }).click()
  await expect(page.getByText('Dieser Link ist abgelaufen oder wurde bereits verwendet.')).toBeVisible()
  expect(sent).toEqual([{ token: 'used-up-token', password: 'Winter2027!' }])
  expect(page.url()).not.toContain('used-up-token')
  // Without a token the page is rendered afresh, not hydrated over the form: it says the link is incomplete.
  await page.goto(`${accountRootPath}${paths.setPassword.getHref()}`)
  await expect(page.getByText('Dieser Link ist unvollständig.')).toBeVisible()
  expect(errors).toEqual([])
})

test('pages opened from a mail are in the HTML before any script runs, then hydrate without errors and answer', async ({
  browser,
  page,
}) => {
  const unsubscribeLink = `${accountRootPath}${paths.stockReminderUnsubscribe.getHref('unknown-reminder')}`
  const researchLink = `${accountRootPath}${paths.researchConfirmation.getHref('unknown-token')}`
  const upsellLink = `${accountRootPath}${paths.unsubscribeUpsell.getHref({ customerId: '1', email: 'kunde@example.de', externalOrderId: '2' })}`
  const magicLink = `${accountRootPath}${paths.magicLink.getHref('unknown-token')}`
  const emailChangeLink = `${accountRootPath}${paths.emailChangeConfirmDoi.getHref('unknown-token')}`
  const withoutScripts = await browser.newContext({ javaScriptEnabled: false })
  const staticPage = await withoutScripts.newPage()
  await staticPage.goto(`${accountRootPath}${paths.newsletterConfirmation.getHref()}`)
  await expect(staticPage.getByRole('heading', { level: 1, name: /Willkommen beim .+-Newsletter/ })).toBeVisible()
  await staticPage.goto(unsubscribeLink)
  // Shown, but not pressable before the script has run: a press then would do nothing.
  await expect(staticPage.getByRole('button', { name: 'Benachrichtigung abbestellen' })).toBeDisabled()
  await staticPage.goto(researchLink)
  await expect(staticPage.getByText('Ihre Teilnahme wird bestätigt …')).toBeVisible()
  await staticPage.goto(upsellLink)
  await expect(staticPage.getByRole('button', { name: 'Abbestellen' })).toBeDisabled()
  await staticPage.goto(magicLink)
  await expect(staticPage.getByText('Sie werden angemeldet …')).toBeVisible()
  await staticPage.goto(emailChangeLink)
  await expect(staticPage.getByText('Ihre neue E-Mail-Adresse wird bestätigt …')).toBeVisible()
  await withoutScripts.close()

  // Hydrated (a mismatch would log an error), each page sends what its link carries; the mock knows
  // neither the reminder nor the token, and the page says so instead of its progress.
  // The refusals the test provokes: the mock knows neither the reminder, nor the tokens, nor the customer.
  const why = 'an unknown reminder, token or customer: the service refuses it, and the page says so'
  const errors = collectPageErrors(page, [
    { url: /\/api\/newsletter\/stock-reminder\/unknown-reminder$/, status: 404, why },
    {
      url: /\/api\/customer\/user\/market-research-consent\/confirm\?market-research-doi-token=unknown-token$/,
      status: 404,
      why,
    },
    { url: /\/api\/customer\/user\/unsubscribe\/upsell\?customer_id=1&/, status: 404, why },
    { url: /\/api\/customer\/user\/magic-link\/verify$/, status: 410, why },
    { url: /\/api\/customer\/user\/change-email\/doi\/verify$/, status: 410, why },
  ])
  await page.goto(unsubscribeLink)
  await page.getByRole('button', { name: 'Benachrichtigung abbestellen' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  await page.goto(researchLink)
  await expect(page.getByRole('alert')).toBeVisible()
  await expect(page.getByText('Ihre Teilnahme wird bestätigt …')).toHaveCount(0)
  await page.goto(upsellLink)
  await page.getByRole('button', { name: 'Abbestellen' }).click()
  await expect(page.getByRole('alert')).toBeVisible()
  // The two links that confirm their token as they open: the unknown token is refused, the page says so,
  // and the token has left the address bar.
  for (const [link, progress] of [
    [magicLink, 'Sie werden angemeldet …'],
    [emailChangeLink, 'Ihre neue E-Mail-Adresse wird bestätigt …'],
  ] as const) {
    await page.goto(link)
    await expect(page.getByRole('alert')).toBeVisible()
    await expect(page.getByText(progress)).toHaveCount(0)
    expect(page.url()).not.toContain('unknown-token')
  }
  expect(errors).toEqual([])
})

test("the email change's confirmation takes the token out of the address bar before it sends it, once, sends no referrer, and shows the confirmed address", async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  // Every referrer the page's requests carry (its scripts and styles, the calls): none may hold the token.
  const referrers: Promise<string | undefined>[] = []
  page.on('request', (request) => referrers.push(request.allHeaders().then((headers) => headers.referer)))
  // The mock behind Prism knows no such token: its refusal is answered as the service confirms a link.
  const confirmed: Array<{ body: unknown; address: string }> = []
  await page.route('**/user/change-email/doi/verify', async (route) => {
    confirmed.push({ body: route.request().postDataJSON(), address: page.url() })
    const response = await route.fetch()
    await route.fulfill({ response, status: 200, json: { email: 'anna.neu@example.de' } })
  })
  await page.goto(`${accountRootPath}${paths.emailChangeConfirmDoi.getHref('first-token')}`)
  await expect(
    page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre E-Mail-Adresse ist jetzt anna.neu@example.de.' }),
  ).toBeVisible()
  await expect(page.getByText('Ihre neue E-Mail-Adresse wird bestätigt …')).toHaveCount(0)
  expect(confirmed).toEqual([{ body: { token: 'first-token' }, address: expect.not.stringContaining('first-token') }])
  // The page sends no referrer from its first request on: its HTML says so before any script or style tag.
  await expect(page.locator('head meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer')
  const html = await (await page.request.get(`${accountRootPath}${paths.emailChangeConfirmDoi.path}`)).text()
  const noReferrerAt = html.indexOf('<meta name="referrer" content="no-referrer" />')
  expect(noReferrerAt).toBeGreaterThan(0)
  expect(noReferrerAt).toBeLessThan(html.search(/<script|<link/))
  expect((await Promise.all(referrers)).filter((referrer) => referrer?.includes('first-token'))).toEqual([])
  await page.getByRole('link', { name: 'Zu Mein Konto' }).click()
  // Signed out in this test: account home sends the visitor to the login page.
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden bei Mein Konto' })).toBeVisible()
  expect(errors).toEqual([])
})

test("an account page shows the account frame before the app's script has run, then the page under the stay-logged-in banner, each call once", async ({
  page,
}) => {
  // The aborted app script below shows as net::ERR_FAILED: that one is on purpose.
  const errors = collectPageErrors(page, [appScriptAborted])
  await page.goto(`${accountRootPath}${paths.login.getHref(paths.orders.getHref())}`)
  await signInAsAnna(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  const banner = page.getByRole('region', { name: 'Angemeldet bleiben?' })
  await expect(banner).toBeVisible()

  // Without the app's script: index.html's account frame, the header and the shell's columns, nothing of the
  // customer's yet.
  await page.route(appScript, (route) => route.abort())
  await page.goto(`${accountRootPath}${paths.orders.getHref()}`)
  await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toBeVisible()
  await expect(page.locator('#root .account-layout')).toBeAttached()
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0)
  await expect(page.getByText('Hallo Anna Schmidt')).toHaveCount(0)
  await page.unroute(appScript)

  // With it: the frame is hydrated (a mismatch would log an error), then the greeting, the banner and the page
  // come, each call once: the setting, the page's orders and the navigation's personal details.
  const asked: string[] = []
  page.on('request', (request) => {
    const { pathname } = new URL(request.url())
    if (
      request.resourceType() === 'fetch' &&
      /\/(orders|user\/personal-details|user\/auth\/stay-logged-in)$/.test(pathname)
    )
      asked.push(pathname.replace(/^.*\/(orders|personal-details|stay-logged-in)$/, '$1'))
  })
  await page.goto(`${accountRootPath}${paths.orders.getHref()}`)
  await expect(page.getByRole('link', { name: /Details zur Bestellung/ }).first()).toBeVisible()
  await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
  await expect(banner).toHaveCount(1)
  expect(asked.sort()).toEqual(['orders', 'personal-details', 'stay-logged-in'])

  // Dismissed, the setting is not asked for at all.
  await banner.getByRole('button', { name: 'Nein, danke' }).click()
  await expect(banner).toHaveCount(0)
  asked.length = 0
  await page.goto(`${accountRootPath}${paths.home.getHref()}`)
  const navigation = page.getByRole('navigation', { name: 'Mein Konto' })
  await navigation.getByRole('link', { name: 'Alle Bestellungen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  expect(asked.filter((call) => call === 'stay-logged-in')).toEqual([])
  // The product pictures too come through Prism: the browser asks for them, without the app's headers.
  const picture = page.getByRole('main').getByRole('img').first()
  await expect(picture).toHaveAttribute('src', new RegExp(`^http://localhost:${productionSuitePorts.services}/`))
  await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  expect(errors).toEqual([])
})

test('an address no route matches shows the page-not-found page once the app has run, and its link works', async ({
  page,
}) => {
  const errors = collectPageErrors(page)
  const unknown = `${accountRootPath}/gibt-es-nicht`
  await page.goto(unknown)
  // index.html's frame is no page of this address: the app renders the page afresh over it.
  await expect(page.getByRole('heading', { level: 1, name: 'Diese Seite gibt es leider nicht' })).toHaveCount(1)
  await expect(page.getByRole('link', { name: 'Zurück zum Shop' })).toBeVisible()
  // Signed out: to the login page, with the way back.
  await page.getByRole('link', { name: 'Zur Übersicht von Mein Konto' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Anmelden bei Mein Konto' })).toBeVisible()
  expect(errors).toEqual([])
})

test.describe('flags from a real Unleash', () => {
  const { unleash } = productionSuitePorts
  const redesign = `http://localhost:${unleash}/api/admin/projects/default/features/myAccountHomeRedesign/environments/production`
  const switchRedesign = async (request: APIRequestContext, on: boolean) => {
    const response = await request.post(`${redesign}/${on ? 'on' : 'off'}`, {
      headers: { authorization: unleashTestTokens.admin },
    })
    expect(response.ok()).toBe(true)
    // Unleash's frontend API answers from a cache it renews every second (scripts/unleash-for-tests.mjs).
    await expect
      .poll(async () => {
        const answer = await request.get(`http://localhost:${unleash}/api/frontend`, {
          headers: { authorization: unleashTestTokens.frontend },
        })
        const { toggles } = (await answer.json()) as { toggles: Array<{ name: string }> }
        return toggles.some((toggle) => toggle.name === 'myAccountHomeRedesign')
      })
      .toBe(on)
  }

  test(
    'a flag switched on in Unleash changes the open page at the client’s next refresh, as QA would see it',
    { tag: ['@spec:3.flags.environments'] },
    async ({ page, request }) => {
      const errors = collectPageErrors(page)
      // The page's clock runs as usual; the test moves it on to the client's next refresh instead of waiting.
      await page.clock.install()
      await page.goto(`${accountRootPath}${paths.login.getHref(paths.home.getHref())}`)
      await signInAsAnna(page)
      await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
      // Off in production (flags:sync brought the defaults in): account home without its cards.
      const insights = page.getByRole('heading', { name: 'Ihre Bestellungen in Zahlen' })
      await expect(page.getByRole('navigation', { name: 'Mein Konto' })).toBeVisible()
      await expect(insights).toHaveCount(0)

      await switchRedesign(request, true)
      try {
        await expect(insights).toHaveCount(0)
        // unleash-proxy-client asks again every 30 s (VITE_UNLEASH_REFRESH_SECONDS).
        await page.clock.fastForward(30_000)
        await expect(insights).toBeVisible()
        await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
      } finally {
        await switchRedesign(request, false)
      }
      expect(errors).toEqual([])
    },
  )
})

test('the document alone is enough for a fake: the production build against Prism’s mock of it shows account home and the order list', async ({
  page,
  context,
}) => {
  const { services, prismMock } = productionSuitePorts
  // The same build, its calls sent to Prism's mock (the examples of contract/openapi.json) instead.
  await page.route(`http://localhost:${services}/**`, (route) =>
    route.continue({ url: route.request().url().replace(`:${services}/`, `:${prismMock}/`) }),
  )
  // Prism checks that a call which needs the session carries its cookie; any value is one.
  await context.addCookies([{ name: 'mk_session', value: 'prism', url: `http://localhost:${prismMock}` }])
  await page.goto(`${accountRootPath}${paths.home.getHref()}`)
  await expect(page.getByText('Hallo Anna Schmidt')).toBeVisible()
  const navigation = page.getByRole('navigation', { name: 'Mein Konto' })
  await navigation.getByRole('link', { name: 'Alle Bestellungen' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Alle Bestellungen' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Bestellnummer \d+: Details zur Bestellung$/ }).first()).toBeVisible()
})
