/** Every feature flag of the spec, with what it changes and its default per environment. */
export const environments = ['local-dev', 'development', 'staging', 'production'] as const
export type Environment = (typeof environments)[number]

export function isEnvironment(value: unknown): value is Environment {
  return typeof value === 'string' && (environments as readonly string[]).includes(value)
}

type FlagDefinition = {
  description: string
  /** Where the app changes behaviour, for the README and the panel. */
  affects: string
  defaults: Record<Environment, boolean>
}

const on = { 'local-dev': true, development: true, staging: true, production: true }
const off = { 'local-dev': false, development: false, staging: false, production: false }
const notYetInProduction = { 'local-dev': true, development: true, staging: true, production: false }
const onlyLocal = { 'local-dev': true, development: true, staging: false, production: false }

export const flagDefinitions = {
  deleteWishlistProduct: {
    description: 'Artikel lassen sich von der Wunschliste löschen.',
    affects: 'wishlist: delete action per item',
    defaults: on,
  },
  fakePages: {
    description: 'Platzhalterseiten (under-construction) für noch nicht gebaute Bereiche.',
    affects: 'route under-construction',
    defaults: onlyLocal,
  },
  magicLinkLogin: {
    description: 'Anmeldung per E-Mail-Link (Magic Link) im Passwortschritt.',
    affects: 'login password step: "Anmeldelink per E-Mail senden" (the magic-link page works without it)',
    defaults: notYetInProduction,
  },
  socialLogin: {
    description: 'Anmeldung mit Google (Facebook und Apple im Test).',
    affects: 'login username step: Google, Facebook and Apple buttons; social account step',
    // The social-login experiment is environment-dependent (spec section 3).
    defaults: { 'local-dev': true, development: true, staging: false, production: false },
  },
  completeProfile: {
    description: 'Hinweis, das Profil um eine Rechnungsadresse zu ergänzen.',
    affects: 'account shell: complete-profile hint',
    defaults: on,
  },
  lightAccount: {
    description: 'Light-Konten (unvollständige Registrierung) können angelegt werden.',
    affects: 'account creation and email-unknown steps: "Nur mit Name und E-Mail registrieren" (light account)',
    defaults: on,
  },
  contactForm: {
    description: 'Kontaktformular in der Navigation.',
    affects: 'side navigation: "Kontakt" entry; route contacts/form',
    defaults: notYetInProduction,
  },
  myAccountHomeRedesign: {
    description: 'Neue Startseite von Mein Konto.',
    affects: 'account home cards',
    defaults: onlyLocal,
  },
  loginBenefits: {
    description: 'Vorteile eines Kundenkontos neben dem Login.',
    affects: 'login page: benefits list',
    defaults: on,
  },
  stayLoggedIn: {
    description: 'Option "Angemeldet bleiben" und der Hinweisbanner.',
    affects: 'login password step checkbox; stay-logged-in banner in the shell',
    defaults: on,
  },
  multipleVouchers: {
    description: 'Mehrere Gutscheine pro Bestellung.',
    affects: 'order details: voucher lines',
    defaults: off,
  },
  orderCancellation: {
    description: 'Online-Stornierung am Bestelltag.',
    affects: 'order details: cancel action and modal',
    defaults: notYetInProduction,
  },
  withdrawalButton: {
    description:
      'Widerrufsbutton "Vertrag widerrufen" (EU-Richtlinie 2023/2673, ab 19.06.2026); im Schweizer Shop nie.',
    affects:
      'footer, side navigation and order details: "Vertrag widerrufen"; route withdrawal (hidden for ch in every environment)',
    defaults: on,
  },
} satisfies Record<string, FlagDefinition>

export type FlagName = keyof typeof flagDefinitions
export type FlagValues = Record<FlagName, boolean>
export const flagNames = Object.keys(flagDefinitions) as FlagName[]

export function isFlagName(value: string): value is FlagName {
  return Object.hasOwn(flagDefinitions, value)
}

export function defaultFlags(environment: Environment): FlagValues {
  return Object.fromEntries(flagNames.map((name) => [name, flagDefinitions[name].defaults[environment]])) as FlagValues
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
