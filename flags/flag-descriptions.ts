import type { FlagName } from './definitions'

/**
 * What each flag is and where it changes the app, for the harness panel, Storybook's toolbar and the
 * README. Kept apart from the defaults (definitions.ts), which the production bundle carries: these
 * texts never reach a customer.
 */
export const flagDescriptions = {
  deleteWishlistProduct: {
    description: 'Artikel lassen sich von der Wunschliste löschen.',
    affects: 'wishlist: delete action per item',
  },
  fakePages: {
    description: 'Platzhalterseiten (under-construction) für noch nicht gebaute Bereiche.',
    affects: 'route under-construction',
  },
  magicLinkLogin: {
    description: 'Anmeldung per E-Mail-Link (Magic Link) im Passwortschritt.',
    affects: 'login password step: "Anmeldelink per E-Mail senden" (the magic-link page works without it)',
  },
  socialLogin: {
    description: 'Anmeldung mit Google (Facebook und Apple im Test).',
    affects: 'login username step: Google, Facebook and Apple buttons; social account step',
  },
  completeProfile: {
    description: 'Hinweis, das Profil um eine Rechnungsadresse zu ergänzen.',
    affects: 'account shell: complete-profile hint',
  },
  lightAccount: {
    description: 'Light-Konten (unvollständige Registrierung) können angelegt werden.',
    affects: 'account creation and email-unknown steps: "Nur mit Name und E-Mail registrieren" (light account)',
  },
  contactForm: {
    description: 'Kontaktformular in der Navigation.',
    affects: 'side navigation: "Kontakt" entry; route contacts/form',
  },
  myAccountHomeRedesign: {
    description: 'Neue Startseite von Mein Konto.',
    affects: 'account home cards',
  },
  loginBenefits: {
    description: 'Vorteile eines Kundenkontos neben dem Login.',
    affects: 'login page: benefits list',
  },
  stayLoggedIn: {
    description: 'Option "Angemeldet bleiben" und der Hinweisbanner.',
    affects: 'login password step checkbox; stay-logged-in banner in the shell',
  },
  multipleVouchers: {
    description: 'Mehrere Gutscheine pro Bestellung.',
    affects: 'order details: a line for every voucher of the order (off: the first only)',
  },
  personalAreas: {
    description: 'Persönliche Bereiche in der Navigation: Gefolgte Creators, Zuletzt angesehen, Shop weiterempfehlen.',
    affects: 'side navigation and home: "Gefolgte Creators", "Zuletzt angesehen", "Shop weiterempfehlen" entries',
  },
  orderCancellation: {
    description: 'Online-Stornierung am Bestelltag.',
    affects: 'order details: cancel action and modal',
  },
  withdrawalButton: {
    description:
      'Widerrufsbutton "Vertrag widerrufen" (EU-Richtlinie 2023/2673, ab 19.06.2026); im Schweizer Shop nie.',
    affects:
      'footer, side navigation and order details: "Vertrag widerrufen"; route withdrawal (hidden for ch in every environment)',
  },
} satisfies Record<FlagName, { description: string; /** Where the app changes behaviour. */ affects: string }>
