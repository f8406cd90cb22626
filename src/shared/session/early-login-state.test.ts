import { http, HttpResponse } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { server } from '@mock-server/harness/node'
import { absoluteMockServiceUrls } from '@testing/render-app'
import { configureApiClient } from '../api/api-client-config'
import {
  earlyCustomerRequest,
  earlyLoginStateKey,
  earlyStayLoggedInKey,
  loginStatePath,
  stayLoggedInPath,
} from './early-login-state'
import { getLoginState, getStayLoggedIn } from './session-api'

const holder = window as unknown as Record<string, unknown>

function answerLoginState(firstName: string, seen: Headers[]) {
  server.use(
    http.get('*/api/customer/user/login-state', ({ request }) => {
      seen.push(request.headers)
      return HttpResponse.json({ state: 'LOGGED_IN', first_name: firstName, customer_number: null })
    }),
  )
}

/** What index.html's route script does (scripts/prerender-plugin.mjs, routePreloadScript). */
function sendEarly() {
  const { url, headers } = earlyCustomerRequest(loginStatePath)
  holder[earlyLoginStateKey] = fetch(url, { credentials: 'include', headers })
}

beforeEach(() => {
  configureApiClient({ locale: 'ch', serviceBaseUrls: absoluteMockServiceUrls(), timeoutMs: 2_000 })
  delete holder[earlyLoginStateKey]
  delete holder[earlyStayLoggedInKey]
})

describe('login state asked for before the app ran', () => {
  it(
    'is the request the app sends itself: same URL, client id and locale headers',
    { tags: ['spec:7.common.headers', 'spec:7.session.login-state'] },
    async () => {
      const seen: Headers[] = []
      answerLoginState('Anna', seen)
      sendEarly()
      await getLoginState()
      await getLoginState()
      expect(seen).toHaveLength(2)
      for (const headers of seen) {
        expect(headers.get('x-client-id')).toBe('account-view')
        expect(headers.get('x-locale')).toBe('ch')
        expect(headers.get('accept')).toBe('application/json')
      }
    },
  )

  it('answers the first login-state call only; later calls ask the service again', async () => {
    const seen: Headers[] = []
    answerLoginState('Anna', seen)
    sendEarly()
    // The early request has reached the service before the service's answer changes.
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    answerLoginState('Berta', seen)
    const first = await getLoginState()
    const second = await getLoginState()
    expect(first.user?.firstName).toBe('Anna')
    expect(second.user?.firstName).toBe('Berta')
    expect(holder[earlyLoginStateKey]).toBeUndefined()
  })

  it('counts as no answer when the early request failed, so the query retries it', async () => {
    const seen: Headers[] = []
    const failed = Promise.reject(new TypeError('Failed to fetch'))
    failed.catch(() => {})
    holder[earlyLoginStateKey] = failed
    await expect(getLoginState()).rejects.toMatchObject({ kind: 'network' })
    answerLoginState('Anna', seen)
    expect((await getLoginState()).user?.firstName).toBe('Anna')
  })
})

describe("stay-logged-in setting asked for before the app ran (an account page's early frame)", () => {
  it("answers the first setting call only, with the app's headers; later calls ask the service again", async () => {
    const seen: Headers[] = []
    const answerSetting = (stayLoggedIn: boolean) =>
      server.use(
        http.get('*/api/customer/user/auth/stay-logged-in', ({ request }) => {
          seen.push(request.headers)
          return HttpResponse.json({ stay_logged_in: stayLoggedIn })
        }),
      )
    answerSetting(false)
    const { url, headers } = earlyCustomerRequest(stayLoggedInPath)
    holder[earlyStayLoggedInKey] = fetch(url, { credentials: 'include', headers })
    await vi.waitFor(() => expect(seen).toHaveLength(1))
    answerSetting(true)
    expect(await getStayLoggedIn()).toEqual({ stayLoggedIn: false })
    expect(await getStayLoggedIn()).toEqual({ stayLoggedIn: true })
    expect(seen).toHaveLength(2)
    expect(seen[0]?.get('x-locale')).toBe('ch')
    expect(holder[earlyStayLoggedInKey]).toBeUndefined()
  })
})
