import { describe, expect, it } from 'vitest'
import { edgeRefusal } from './edge-guard'

const app = 'http://localhost:4400'
const allowed = new Set([app])
const json = { origin: app, 'content-type': 'application/json', 'content-length': '20' }

describe('the standalone server refuses what a hardened edge refuses', () => {
  it.each([
    ['a change without Origin', 'POST', '/api/customer/user/login', { ...json, origin: undefined }, 403],
    [
      'a change from another site',
      'POST',
      '/api/customer/user/login',
      { ...json, origin: 'https://evil.example' },
      403,
    ],
    [
      'a form post',
      'POST',
      '/api/customer/user/login',
      { ...json, 'content-type': 'application/x-www-form-urlencoded' },
      415,
    ],
    [
      'text/plain, which needs no preflight',
      'PATCH',
      '/api/customer/user/auth/stay-logged-in',
      { ...json, 'content-type': 'text/plain' },
      415,
    ],
    [
      'a body over 64 KiB, before it is read',
      'POST',
      '/api/customer/user/account',
      { ...json, 'content-length': String(64 * 1024 + 1) },
      413,
    ],
    [
      'a streamed form post',
      'POST',
      '/api/customer/user/account',
      { ...json, 'content-length': undefined, 'transfer-encoding': 'chunked', 'content-type': 'text/plain' },
      415,
    ],
    ['a logout by a plain link (no client header)', 'GET', '/api/customer/user/auth/logout', {}, 403],
  ])('refuses %s', (_case, method, url, headers, status) => {
    expect(edgeRefusal({ method, url, headers }, allowed)?.status).toBe(status)
  })

  it.each([
    ['a JSON change from the app', 'POST', '/api/customer/user/login', json],
    [
      'JSON with a charset',
      'PUT',
      '/api/customer/user/billing-address',
      { ...json, 'content-type': 'application/json; charset=utf-8' },
    ],
    ['a change without a body', 'DELETE', '/api/customer/user/wishlist/1', { origin: app }],
    ['the app’s logout', 'GET', '/api/customer/user/auth/logout', { 'x-client-id': 'account-view' }],
    ['a read without Origin', 'GET', '/api/customer/user/login-state', {}],
  ])('lets %s through', (_case, method, url, headers) => {
    expect(edgeRefusal({ method, url, headers }, allowed)).toBeUndefined()
  })
})
