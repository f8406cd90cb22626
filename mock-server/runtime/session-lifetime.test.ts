import { describe, expect, it } from 'vitest'
import { resolveClockRequest } from './clock'
import { grantedUntil, sessionEnd, sessionEndsAt } from './session-lifetime'

// The scenarios' instant, where their signed-in customers sign in.
const signIn = new Date('2026-11-20T09:15:00Z')
/** Where `clock=<request>` moves the mock clock from the sign-in. */
const at = (request: string) => resolveClockRequest(request, signIn) as Date
/** A session signed in at `signIn`, with or without "Angemeldet bleiben", last seen at `lastSeenAt`. */
const session = (stayLoggedIn: boolean, lastSeenAt: Date = signIn) => ({
  expiresAt: grantedUntil(signIn, stayLoggedIn).toISOString(),
  lastSeenAt: lastSeenAt.toISOString(),
})

describe('how long a session lasts on the mock clock (spec section 9)', () => {
  it(
    'without "Angemeldet bleiben": 10 days from the sign-in, however often the customer comes back',
    { tags: ['spec:9.session.otherwise-10-days'] },
    () => {
      expect(sessionEnd(session(false), at('+9d'))).toBeNull()
      expect(sessionEnd(session(false), at('+239h'))).toBeNull()
      expect(sessionEnd(session(false), at('+10d'))).toBe('expired')
      expect(sessionEnd(session(false), at('+11d'))).toBe('expired')
      expect(sessionEnd(session(false, at('+9d')), at('+11d'))).toBe('expired')
      expect(sessionEndsAt(session(false))).toEqual(at('+10d'))
    },
  )

  it(
    'with "Angemeldet bleiben": 60 days from the sign-in, however often the customer comes back',
    { tags: ['spec:9.session.stay-logged-in-60-days'] },
    () => {
      expect(sessionEnd(session(true), at('+11d'))).toBeNull()
      expect(sessionEnd(session(true, at('+58d')), at('+59d'))).toBeNull()
      // A visit on day 59 does not carry it past day 60.
      expect(sessionEnd(session(true, at('+59d')), at('+61d'))).toBe('expired')
      expect(sessionEndsAt(session(true, at('+59d')))).toEqual(at('+60d'))
    },
  )

  it(
    'ends after 60 or more days without a visit even with "Angemeldet bleiben"',
    { tags: ['spec:9.session.logout-after-60-days-inactivity'] },
    () => {
      expect(sessionEnd(session(true), at('+60d'))).toBe('inactive')
      expect(sessionEnd(session(true), at('+61d'))).toBe('inactive')
    },
  )

  it('counts days and hours alike: +264h is +11d', () => {
    expect(at('+264h')).toEqual(at('+11d'))
    expect(sessionEnd(session(false), at('+264h'))).toBe('expired')
  })
})
