import { getResponse } from 'msw'
import { handlers } from '../mock-server/handlers'
import { mockServicePaths, type ServiceName } from '../src/shared/config/services'

export type MockAnswer = { status: number; headers: Headers; body: Record<string, unknown> | null }

/**
 * One browser calling the mock services as the standalone server answers them (session transport
 * 'cookie': the caller sets it): its own cookie jar, the app's headers. Two of them are two browsers
 * of the same customer, which the tab transport of Vitest cannot tell apart.
 */
export function mockBrowser() {
  const jar = new Map<string, string>()
  const call = async (
    method: string,
    path: string,
    body?: unknown,
    { service = 'customer', headers = {} }: { service?: ServiceName; headers?: Record<string, string> } = {},
  ): Promise<MockAnswer> => {
    const sent = new Headers({
      accept: 'application/json',
      'x-client-id': 'account-view',
      'x-locale': 'de',
      'x-recaptcha-token': 'test-recaptcha-token',
      'x-request-source': 'SHOP',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...headers,
    })
    if (jar.size > 0) sent.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '))
    const request = new Request(`http://localhost${mockServicePaths[service]}${path}`, {
      method,
      headers: sent,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const response = await getResponse(handlers, request)
    if (!response) throw new Error(`no handler answers ${method} ${path}`)
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';')
      const [name = '', value = ''] = pair.split('=')
      if (/max-age=0/i.test(cookie)) jar.delete(name)
      else jar.set(name, value)
    }
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as never) : null }
  }
  return { call, cookies: jar }
}
