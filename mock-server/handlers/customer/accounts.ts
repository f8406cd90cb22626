import { db } from '../../db/db'
import { hashPassword } from '../../runtime/passwords'
import { socialLoginProviderSchema, type Customer, type SocialLoginProvider } from '../../db/schemas'
import { mockNow, mockNowIso } from '../../runtime/clock'
import { nextId } from '../../runtime/ids'
import { unguessableId } from '../../runtime/unguessable-ids'
import { newCustomerNumber } from '../../runtime/customer-numbers'
import { checkToken, mailTokenLink, markTokenUsed } from '../../runtime/tokens'
import { errorResponse, jsonResponse, serviceHandler } from '../with-service'
import { findCustomerByUsername } from './customers'
import { paths } from '../../../src/shared/config/paths'
import { isAccountCountry, salutations, validateStreet } from '../../../src/shared/validation/account-form'
import { ageOn } from '../../../src/shared/validation/age'
import { adultAge, birthDateToIso } from '../../../src/shared/validation/birth-date'
import { shopDay } from '../../../src/shared/config/shop-time'
import { toDayMonthYear } from '../../../src/shared/validation/dates'
import { passwordMinLength } from '../../../src/shared/validation/password'
import { isEmail } from '../../../src/shared/validation/username'

/**
 * Account creation (spec sections 3, 5 and 8): POST /user/account and its social variant
 * POST /user/express-account. Field problems answer 400 with the field's key and a detail text,
 * e.g. `{ code: 'invalid_first_name', field: 'firstName', detail: '…', errors: [every problem] }`;
 * a taken email 409 `login.createAccount.emailExistsError`; the same person under another email
 * 409 `duplicate_account` with that account's email. Success answers 201 `{ email, customerNumber }`.
 * The social variant also needs the socialLoginToken of the social login (400 unknown, 410 used or expired)
 * and the email it was issued for (400 `login.createAccount.invalidEmailError` at the email otherwise).
 */

/** The double-opt-in link is valid for 24 hours (spec section 9). */
const activationLinkValidityMs = 24 * 60 * 60 * 1000

const creationSources = ['checkout', 'createAccount', 'checkoutLightAccount', 'accountLightAccount']
// Letters of any language with the punctuation names have ("Anna-Lena", "O'Neill", "St. Pölten").
const nameCharacters = /^[\p{L}\p{M}' .-]+$/u
const houseNumber = /^\d+\s?[a-zA-Z]?(\s?[-/]\s?\d+\s?[a-zA-Z]?)?$/
const additionCharacters = /^[\p{L}\p{M}\d .,'’/()&-]+$/u
const additionMaxLength = 50
const zipCodePatterns = { DE: /^\d{5}$/, AT: /^\d{4}$/ }
// Top-level domains reserved by RFC 2606/6761 that can never receive mail.
const undeliverableDomains = /\.(invalid|test|localhost)$/i

type FieldProblem = { code: string; field: string; detail: string }

function text(body: Record<string, unknown>, key: string): string {
  const value = body[key]
  return typeof value === 'string' ? value.trim() : ''
}

function fieldProblems(body: Record<string, unknown>): FieldProblem[] {
  const problems: FieldProblem[] = []
  const problem = (field: string, code: string, detail: string) => problems.push({ code, field, detail })

  if (!nameCharacters.test(text(body, 'firstName')))
    problem(
      'firstName',
      'invalid_first_name',
      'Ein Vorname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.',
    )
  if (!nameCharacters.test(text(body, 'lastName')))
    problem('lastName', 'invalid_last_name', 'Ein Nachname besteht nur aus Buchstaben, ohne Ziffern und Sonderzeichen.')

  const street = text(body, 'street')
  const streetError = validateStreet(street)
  if (streetError === 'packstation')
    problem('street', 'invalid_street', 'Eine Packstation ist als Rechnungsadresse nicht möglich.')
  else if (streetError || !/\p{L}/u.test(street))
    problem('street', 'invalid_street', 'Bitte geben Sie einen Straßennamen ohne Sonderzeichen an.')

  if (!houseNumber.test(text(body, 'streetNumber')))
    problem(
      'streetNumber',
      'invalid_street_number',
      'Eine Hausnummer beginnt mit einer Ziffer, z. B. 12, 12a oder 12-14.',
    )

  const addition = text(body, 'addressAddition')
  if (addition && (addition.length > additionMaxLength || !additionCharacters.test(addition)))
    problem(
      'addressAddition',
      'invalid_address_addition',
      `Der Adresszusatz darf höchstens ${additionMaxLength} Zeichen lang sein und keine Sonderzeichen enthalten.`,
    )

  const country = body.countryCode
  const zipCode = text(body, 'zipCode')
  if (!isAccountCountry(country)) problem('countryCode', 'invalid_country_code', 'Dieses Land ist nicht möglich.')
  else if (!zipCodePatterns[country].test(zipCode))
    problem(
      'zipCode',
      'invalid_zip_code',
      country === 'DE'
        ? `Die Postleitzahl „${zipCode}“ gibt es in Deutschland nicht: Sie hat fünf Ziffern.`
        : `Die Postleitzahl „${zipCode}“ gibt es in Österreich nicht: Sie hat vier Ziffern.`,
    )

  if (!nameCharacters.test(text(body, 'city')))
    problem('city', 'invalid_city', 'Bitte geben Sie den Ort ohne Ziffern und Sonderzeichen an.')

  const dateOfBirth = text(body, 'dateOfBirth')
  const today = shopDay(mockNow())
  const isDate =
    /^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth) && birthDateToIso(toDayMonthYear(dateOfBirth) ?? '') === dateOfBirth
  if (!isDate || dateOfBirth > today || ageOn(dateOfBirth, today) < adultAge)
    problem(
      'dateOfBirth',
      'invalid_date_of_birth',
      `Für ein Kundenkonto müssen Sie mindestens ${adultAge} Jahre alt sein.`,
    )

  const email = text(body, 'email')
  if (!isEmail(email) || undeliverableDomains.test(email))
    problem(
      'email',
      'login.createAccount.invalidEmailError',
      'An diese E-Mail-Adresse können wir keine E-Mails senden. Bitte prüfen Sie sie.',
    )
  return problems
}

function sameText(first: string, second: string): boolean {
  return first.trim().toLowerCase() === second.trim().toLowerCase()
}

function findSamePerson(firstName: string, lastName: string, dateOfBirth: string): Customer | undefined {
  return db.customers.findFirst((q) =>
    q.where({
      firstName: (value) => sameText(value, firstName),
      lastName: (value) => sameText(value, lastName),
      dateOfBirth: (value) => value === dateOfBirth,
    }),
  )
}

/** New full accounts get customer numbers from 80000001 on. */
const fullAccountNumbers = 80_000_000

/**
 * The double-opt-in mail: with a chosen password the link signs in (`/magic-link`), without one it
 * sets a password first.
 */
async function mailActivationLink(customer: Customer): Promise<void> {
  const voucher = customer.newsletterConsent
    ? ' Nach der Bestätigung erhalten Sie Ihren Willkommensgutschein über 10 € für den Newsletter.'
    : ''
  await mailTokenLink(customer, {
    type: 'account-activation',
    validForMs: activationLinkValidityMs,
    href: customer.passwordHash ? paths.magicLink.getHref : paths.setPassword.getHref,
    mail: {
      kind: 'double-opt-in',
      subject: 'Bitte bestätigen Sie Ihr Kundenkonto',
      body: `Guten Tag ${customer.firstName} ${customer.lastName}, bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 24 Stunden über diesen Link${customer.passwordHash ? '' : ' und legen Sie dabei Ihr Passwort fest'}.${voucher}`,
    },
  })
}

/**
 * The socialLoginToken a social login hands out for a person without an account
 * (social-login.ts): type `social-login`, valid an hour, once; the provider in its payload.
 */
function socialLoginTokenCheck(
  token: string,
): { provider: SocialLoginProvider; email: string } | { refusal: Response } {
  if (!token) return { refusal: errorResponse(400, 'social_login_token_missing') }
  const check = checkToken(token, ['social-login'])
  if (check.status === 'unknown') return { refusal: errorResponse(400, 'invalid_social_login_token') }
  if (check.status === 'spent') return { refusal: errorResponse(410, 'social_login_token_expired') }
  let provider: unknown
  try {
    provider = (JSON.parse(check.record.payload ?? '{}') as { provider?: unknown }).provider
  } catch {
    provider = undefined
  }
  // Google is the provider that works today (spec section 1).
  const named = socialLoginProviderSchema.safeParse(provider)
  return { provider: named.success ? named.data : 'GOOGLE', email: check.record.email }
}

const providerNames: Record<SocialLoginProvider, string> = { GOOGLE: 'Google', FACEBOOK: 'Facebook', APPLE: 'Apple' }

async function createAccount(body: Record<string, unknown>, social: boolean): Promise<Response> {
  if (!creationSources.includes(text(body, 'source'))) return errorResponse(400, 'invalid_source')
  const socialLogin = social ? socialLoginTokenCheck(text(body, 'socialLoginToken')) : undefined
  if (socialLogin && 'refusal' in socialLogin) return socialLogin.refusal
  const salutation = salutations.find((value) => value === body.salutation)
  if (!salutation) return errorResponse(400, 'invalid_salutation')
  const password = typeof body.password === 'string' && body.password !== '' ? body.password : null
  if (password !== null && password.length < passwordMinLength) return errorResponse(400, 'password_too_short')

  const problems = fieldProblems(body)
  const [first] = problems
  if (first) return errorResponse(400, first.code, { field: first.field, detail: first.detail, errors: problems })

  const email = text(body, 'email')
  // The provider vouched for one address: the token is good for an account with that one only.
  if (socialLogin && email.toLowerCase() !== socialLogin.email.toLowerCase())
    return errorResponse(400, 'login.createAccount.invalidEmailError', {
      field: 'email',
      detail: `Mit ${providerNames[socialLogin.provider]} registrieren Sie sich mit der E-Mail-Adresse Ihres ${providerNames[socialLogin.provider]}-Kontos: ${socialLogin.email}.`,
    })
  if (findCustomerByUsername(email))
    return errorResponse(409, 'login.createAccount.emailExistsError', { field: 'email' })
  const firstName = text(body, 'firstName')
  const lastName = text(body, 'lastName')
  const dateOfBirth = text(body, 'dateOfBirth')
  const samePerson = findSamePerson(firstName, lastName, dateOfBirth)
  if (samePerson) return errorResponse(409, 'duplicate_account', { email: samePerson.email })

  const countryCode = isAccountCountry(body.countryCode) ? body.countryCode : 'DE'
  const customer = await db.customers.create({
    id: unguessableId('customer'),
    customerNumber: newCustomerNumber(fullAccountNumbers),
    email,
    passwordHash: password === null ? null : await hashPassword(password),
    accountKind: 'full',
    socialLoginProviders: socialLogin ? [socialLogin.provider] : [],
    salutation,
    firstName,
    lastName,
    dateOfBirth,
    phoneNumber: null,
    careOf: null,
    countryCode,
    customerClass: 'REGULAR',
    isHelloUser: false,
    crossDeviceTracking: false,
    preferredPaymentMethod: 'INVOICE',
    stayLoggedIn: false,
    newsletterConsent: body.newsletterConsent === true,
    createdAt: mockNowIso(),
    verificationStatus: 'VERIFIED',
    recentlyViewedSkus: [],
  })
  await db.billingAddresses.create({
    id: nextId('billing'),
    salutation,
    firstName,
    lastName,
    street: text(body, 'street'),
    streetNumber: text(body, 'streetNumber'),
    additional: text(body, 'addressAddition') || null,
    zipCode: text(body, 'zipCode'),
    city: text(body, 'city'),
    countryCode,
    phone: null,
    customer,
  })
  if (social) await markTokenUsed(text(body, 'socialLoginToken'))
  await mailActivationLink(customer)
  return jsonResponse({ email: customer.email, customerNumber: customer.customerNumber }, { status: 201 })
}

export const customerAccountHandlers = [
  serviceHandler('customer', 'post', '/user/account', ({ body }) => createAccount(body, false)),
  serviceHandler('customer', 'post', '/user/express-account', ({ body }) => createAccount(body, true)),
]
