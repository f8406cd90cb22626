import { describe, expect, it } from 'vitest'
import { resolveClockRequest } from './clock'
import { sessionEnd, sessionEndsAt } from './session-lifetime'

// The scenarios' instant, where their signed-in customers sign in.
const signIn = new Date('2026-11-20T09:15:00Z')
/** Where `clock=<request>` moves the mock clock from the sign-in. */
const at = (request: string) => resolveClockRequest(request, signIn) as Date
const session = (stayLoggedIn: boolean, lastSeenAt: Date = signIn) => ({
  createdAt: signIn.toISOString(),
  lastSeenAt: lastSeenAt.toISOString(),
  stayLoggedIn,
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
    'with "Angemeldet bleiben": while the customer comes back within 60 days',
    { tags: ['spec:9.session.stay-logged-in-60-days'] },
    () => {
      expect(sessionEnd(session(true), at('+11d'))).toBeNull()
      expect(sessionEnd(session(true), at('+59d'))).toBeNull()
      // A visit on day 59 keeps it for another 60 days from then.
      expect(sessionEnd(session(true, at('+59d')), at('+61d'))).toBeNull()
      expect(sessionEnd(session(true, at('+59d')), at('+118d'))).toBeNull()
      expect(sessionEndsAt(session(true, at('+59d')))).toEqual(at('+119d'))
    },
  )

  it(
    'ends after 60 or more days without a visit even with "Angemeldet bleiben"',
    { tags: ['spec:9.session.logout-after-60-days-inactivity'] },
    () => {
      expect(sessionEnd(session(true), at('+60d'))).toBe('inactive')
      expect(sessionEnd(session(true), at('+61d'))).toBe('inactive')
      expect(sessionEnd(session(true, at('+59d')), at('+119d'))).toBe('inactive')
    },
  )

  it('counts days and hours alike: +264h is +11d', () => {
    expect(at('+264h')).toEqual(at('+11d'))
    expect(sessionEnd(session(false), at('+264h'))).toBe('expired')
  })
})
