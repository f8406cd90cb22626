/**
 * The only values the app keeps in web storage (spec sections 3 and 9): the login method,
 * the banner dismissal, the banner's "Angemeldet bleiben" for the next sign-in and the recommendation
 * session id. Never tokens or personal data.
 */
const keys = {
  loginMethod: 'mein-konto.login-method',
  stayLoggedInBannerDismissed: 'mein-konto.stay-logged-in-banner-dismissed',
  stayLoggedInChosen: 'mein-konto.stay-logged-in-chosen',
  recommendationSessionId: 'mein-konto.recommendation-session-id',
} as const

export const loginMethods = ['email', 'customerNumber', 'google', 'Google', 'Facebook', 'Apple', 'magicLink'] as const
export type LoginMethod = (typeof loginMethods)[number]

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key)
  } catch {
    return null
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value)
  } catch {
    // Storage can be full or blocked (private mode); the preference is then simply not kept.
  }
}

export function rememberLoginMethod(method: LoginMethod): void {
  write(keys.loginMethod, method)
}

export function rememberedLoginMethod(): LoginMethod | undefined {
  const value = read(keys.loginMethod)
  return (loginMethods as readonly string[]).includes(value ?? '') ? (value as LoginMethod) : undefined
}

export function isStayLoggedInBannerDismissed(): boolean {
  return read(keys.stayLoggedInBannerDismissed) === 'true'
}

export function dismissStayLoggedInBanner(): void {
  write(keys.stayLoggedInBannerDismissed, 'true')
}

/**
 * "Angemeldet bleiben" accepted in the banner: the service keeps the running session as its sign-in
 * granted, so the login form ticks the box next time on this device.
 */
export function rememberStayLoggedInChosen(): void {
  write(keys.stayLoggedInChosen, 'true')
}

export function isStayLoggedInChosen(): boolean {
  return read(keys.stayLoggedInChosen) === 'true'
}

/** Spec section 9: the recommendation session id is kept about 180 days. */
export const recommendationSessionTtlMs = 15_552_000_000

/**
 * The shop session id the recommendation service and the basket (X-SessionId) take: a random id
 * (no personal data), kept in local storage with its expiry, replaced once expired or unreadable.
 */
export function shopSessionId(now: Date = new Date()): string {
  try {
    const stored = JSON.parse(read(keys.recommendationSessionId) ?? 'null') as unknown
    if (
      stored !== null &&
      typeof stored === 'object' &&
      'id' in stored &&
      'expiresAt' in stored &&
      typeof stored.id === 'string' &&
      typeof stored.expiresAt === 'number' &&
      stored.expiresAt > now.getTime()
    )
      return stored.id
  } catch {
    // Not readable: a new one follows.
  }
  const id = crypto.randomUUID()
  write(keys.recommendationSessionId, JSON.stringify({ id, expiresAt: now.getTime() + recommendationSessionTtlMs }))
  return id
}
