/** Every feature flag of the spec with its default per environment (what each changes: flag-descriptions.ts). */
export const environments = ['local-dev', 'development', 'staging', 'production'] as const
export type Environment = (typeof environments)[number]

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (environments as readonly string[]).includes(value)
}

const on = { 'local-dev': true, development: true, staging: true, production: true }
const off = { 'local-dev': false, development: false, staging: false, production: false }
const notYetInProduction = { 'local-dev': true, development: true, staging: true, production: false }
const onlyLocal = { 'local-dev': true, development: true, staging: false, production: false }

export const flagDefaults = {
  deleteWishlistProduct: on,
  fakePages: onlyLocal,
  magicLinkLogin: notYetInProduction,
  // The social-login experiment is environment-dependent (spec section 3).
  socialLogin: { 'local-dev': true, development: true, staging: false, production: false },
  completeProfile: on,
  lightAccount: on,
  contactForm: notYetInProduction,
  myAccountHomeRedesign: onlyLocal,
  loginBenefits: on,
  stayLoggedIn: on,
  multipleVouchers: off,
  // Spec section 6: "some menu items depend on a personal-areas flag"; which ones is not shown.
  personalAreas: on,
  orderCancellation: notYetInProduction,
  withdrawalButton: on,
} satisfies Record<string, Record<Environment, boolean>>

export type FlagName = keyof typeof flagDefaults
export type FlagValues = Record<FlagName, boolean>
export const flagNames = Object.keys(flagDefaults) as FlagName[]

export function isFlagName(value: string): value is FlagName {
  return Object.hasOwn(flagDefaults, value)
}

export function defaultFlags(environment: Environment): FlagValues {
  return Object.fromEntries(flagNames.map((name) => [name, flagDefaults[name][environment]])) as FlagValues
}

export type FlagOverrides = Partial<FlagValues>

/** Parses the URL contract's `flags=a,-b`: a name switches on, a leading minus switches off. */
export function parseFlagOverrides(text: string | null | undefined): FlagOverrides {
  const overrides: FlagOverrides = {}
  for (const raw of (text ?? '').split(',')) {
    const token = raw.trim()
    const name = token.replace(/^[-+!]/, '')
    if (isFlagName(name)) overrides[name] = !token.startsWith('-') && !token.startsWith('!')
  }
  return overrides
}

export function formatFlagOverrides(overrides: FlagOverrides): string {
  return flagNames
    .filter((name) => overrides[name] !== undefined)
    .map((name) => (overrides[name] ? name : `-${name}`))
    .join(',')
}

export function resolveFlags(environment: Environment, overrides: FlagOverrides = {}): FlagValues {
  return { ...defaultFlags(environment), ...overrides }
}
