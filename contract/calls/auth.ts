import { z } from 'zod'
import {
  accountVerificationResponseSchema,
  verifyAccount,
  type AccountVerificationRequest,
} from '@/features/auth/api/account-verification-api'
import { checkUsername, usernameCheckSchema } from '@/features/auth/api/check-username'
import {
  createAccount,
  createdAccountSchema,
  createExpressAccount,
  type AccountRegistration,
} from '@/features/auth/api/create-account-api'
import {
  createLightAccount,
  resendLightUserActivationEmail,
  type LightAccountRequest,
} from '@/features/auth/api/light-account-api'
import { login, loginResponseSchema, type LoginRequest } from '@/features/auth/api/login'
import { magicLinkVerifyResponseSchema, requestMagicLink, verifyMagicLink } from '@/features/auth/api/magic-link-api'
import {
  requestPasswordReset,
  requestSetPasswordLinkForSocialLogin,
  setPasswordForSocialLogin,
  setPasswordWithToken,
} from '@/features/auth/api/passwords-api'
import {
  socialLogin,
  socialLoginResponseSchema,
  socialUserInfoSchema,
  type SocialLoginProvider,
} from '@/features/auth/api/social-login-api'
import { isApiError } from '@/shared/api/api-errors'
import { accountCountries, salutations } from '@/shared/validation/account-form'
import { providerCode, setProviderCodeSecret } from '@mock-server/runtime/provider-codes'
import { errorBodySchema } from '../error-body'
import { customerByEmail, latestToken, recaptchaToken } from '../example-kit'
import type { ErrorAnswer, Operation, SuccessAnswer } from '../operation'
import { badRequest, notRead, recaptchaMissing } from '../operation-kit'

const verificationBase = { username: z.string(), dateOfBirth: z.string().describe('year-month-day') }
const accountVerificationBody = z.discriminatedUnion('verificationMethod', [
  z.strictObject({ verificationMethod: z.literal('ORDER_NUMBER'), orderNumber: z.string(), ...verificationBase }),
  z.strictObject({ verificationMethod: z.literal('CUSTOMER_NUMBER'), customerNumber: z.string(), ...verificationBase }),
  z.strictObject({
    verificationMethod: z.literal('ADDRESS'),
    zipCode: z.string(),
    street: z.string(),
    streetNumber: z.string(),
    ...verificationBase,
  }),
]) satisfies z.ZodType<AccountVerificationRequest>

const registrationFields = {
  salutation: z.enum(salutations),
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  addressAddition: z.string().nullable(),
  zipCode: z.string(),
  city: z.string(),
  countryCode: z.enum(accountCountries),
  dateOfBirth: z.string().describe('year-month-day'),
  email: z.string(),
  password: z.string().nullable().describe('null: the account gets a link to set one (registration confirmation).'),
  newsletterConsent: z.boolean(),
  source: z.literal('createAccount').describe('The creation source (spec section 3).'),
}
const accountBody = z.strictObject({ ...registrationFields, isSocialRegistration: z.literal(false) })
const expressAccountBody = z.strictObject({
  ...registrationFields,
  socialLoginToken: z.string().describe('From the 404 social_account_not_found of the social login.'),
  isSocialRegistration: z.literal(true),
})
// The app's own type of the form's data must still fit the documented body.
accountBody.omit({ source: true, isSocialRegistration: true }) satisfies z.ZodType<AccountRegistration>

const lightAccountBody = z.strictObject({
  salutation: z.enum(salutations),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  newsletterConsent: z.boolean(),
  socialLoginToken: z.string().optional(),
  source: z.literal('accountLightAccount'),
})
lightAccountBody.omit({ source: true }) satisfies z.ZodType<LightAccountRequest>

const setPasswordBody = z.strictObject({ token: z.string(), password: z.string() })

/**
 * Throttling as the login service does it (ASVS 6.3.1; the mock: 10 per account, 50 per client in 15 minutes).
 * The wait in seconds is in the `Retry-After` header, which CORS must expose (`Access-Control-Expose-Headers`).
 */
const throttled: ErrorAnswer = {
  status: 429,
  meaning:
    'Too many attempts for this account or from this client: `Retry-After` (seconds, exposed to CORS) says when to try again; the app says in how many minutes and keeps the input.',
  cases: [
    { code: 'too_many_attempts', meaning: 'Zu viele Versuche, with the minutes.', extra: { retryAfterSeconds: 600 } },
  ],
}

const accountFieldProblems: ErrorAnswer = {
  status: 400,
  meaning:
    "Fields the account service refuses (spec section 5, account creation server validation keys): each shown at its field with the service's `detail`; a list of them in `errors`.",
  cases: [
    { code: 'invalid_first_name', meaning: 'At the first name.', extra: { detail: 'Bitte prüfen Sie den Vornamen.' } },
    {
      code: 'invalid_zip_code',
      meaning:
        'At the postcode (likewise invalid_last_name, invalid_street, invalid_street_number, invalid_address_addition, invalid_city, invalid_date_of_birth).',
      extra: { detail: 'Bitte prüfen Sie die Postleitzahl.' },
    },
    { code: 'login.createAccount.invalidEmailError', meaning: 'At the email: the address is invalid.' },
  ],
}

const accountExists: ErrorAnswer = {
  status: 409,
  meaning: 'The account exists already (spec section 8, account creation keys).',
  cases: [
    { code: 'login.createAccount.emailExistsError', meaning: 'At the email: an account with this address exists.' },
    {
      code: 'duplicate_account',
      meaning: 'The same person has an account under another address (`email`): the form offers to sign in with it.',
      extra: { email: 'anna.schmidt@example.de' },
    },
  ],
}

const countryRejected = {
  code: 'LOGIN_FAIL_NOT_ALLOWED_FOR_COUNTRY_CODE',
  meaning:
    "The customer belongs to another country's shop (`customerCountryCode`): login.failedNotAllowedForCountryCode, asking to use that shop.",
  extra: { customerCountryCode: 'AT' },
}
/** The answer of both set-password calls (their link's token sets the password). */
const passwordSet: SuccessAnswer = { status: 200, schema: notRead('The password is set.'), description: 'Set.' }
const linkExpired: ErrorAnswer = {
  status: 410,
  meaning: 'The link expired or was used: the page says so and offers a new link.',
  cases: [{ code: 'token_expired', meaning: 'The link expired.' }],
}

export const countryRejectionBody = errorBodySchema.extend({ customerCountryCode: z.string().optional() })

const newPerson = {
  salutation: 'MR',
  firstName: 'Max',
  lastName: 'Mustermann',
  street: 'Hauptstraße',
  streetNumber: '5',
  addressAddition: null,
  zipCode: '10115',
  city: 'Berlin',
  countryCode: 'DE',
  dateOfBirth: '1985-04-12',
  email: 'max.mustermann@example.de',
  password: 'Sommerwind2026!',
  newsletterConsent: true,
} satisfies AccountRegistration

const googlePerson = { email: 'max.mustermann@gmail.example', firstName: 'Max', lastName: 'Mustermann' }
const loginPageUrl = 'http://localhost:5173/login'

/**
 * The mock Google's code for this person, signed under a fixed secret with a fixed nonce, so that the
 * example, and with it the document, is the same on every run.
 */
function exampleGoogleCode(person: typeof googlePerson): string {
  setProviderCodeSecret('00'.repeat(32))
  return providerCode({ provider: 'GOOGLE', person, redirectUri: loginPageUrl, nonce: 'example' })
}

/** A social login of someone without an account: the 404 that carries the token for the express account. */
async function socialLoginOfNewPerson(): Promise<string> {
  const provider: SocialLoginProvider = 'GOOGLE'
  await socialLogin({ provider, code: exampleGoogleCode(googlePerson), redirectUrl: loginPageUrl }).catch(
    (error: unknown) => {
      if (!isApiError(error) || error.status !== 404) throw error
    },
  )
  return latestToken('social-login')
}

/** Login, account creation, passwords, magic link, social login (spec section 7, "Account", "Passwords", "Magic link"). */
export const authCalls: Operation[] = [
  {
    operationId: 'verifyAccount',
    service: 'customer',
    method: 'POST',
    path: '/customers/verify',
    summary: 'Verifies a customer without credentials (a phone customer)',
    description:
      'One proof (order number, customer number or address) and the date of birth. VERIFIED mails a link to set a password; any other status sends the customer to the customer service (spec section 4).',
    assumed: 'The body beyond "verify account" and the answer (`status`): the spec shows neither.',
    session: 'none',
    body: accountVerificationBody,
    answer: { status: 200, schema: accountVerificationResponseSchema, description: 'VERIFIED, or another status.' },
    errors: [
      {
        status: 404,
        meaning: 'No such customer: the customer service is offered.',
        cases: [{ code: 'customer_not_found', meaning: 'Unknown username.' }],
      },
      throttled,
    ],
    example: {
      scenario: 'unverified-account',
      run: () => {
        const gerd = customerByEmail('gerd.wagner@example.de')
        return verifyAccount({
          username: gerd.email,
          dateOfBirth: gerd.dateOfBirth ?? '',
          verificationMethod: 'CUSTOMER_NUMBER',
          customerNumber: gerd.customerNumber,
        })
      },
    },
  },
  {
    operationId: 'checkUsername',
    service: 'customer',
    method: 'GET',
    path: '/user/account/check',
    summary: 'Whether an account with this username exists and how it signs in',
    session: 'none',
    headers: ['recaptcha'],
    query: z.object({ username: z.string().describe('An email address or a customer number.') }),
    answer: { status: 200, schema: usernameCheckSchema, description: 'The account exists.' },
    errors: [
      badRequest(recaptchaMissing, {
        code: 'invalid_username',
        meaning: 'A customer number on the Swiss shop, which signs in with email only: login.genericError.',
      }),
      {
        status: 404,
        meaning: 'No account with this username (spec section 8, username check keys).',
        cases: [
          { code: 'email_not_exist', meaning: 'Account creation (the email-unknown step on the Swiss shop).' },
          { code: 'customer_number_not_exist', meaning: 'login.wrongAccountNumber.' },
        ],
      },
      {
        status: 409,
        meaning: 'The account has no credentials yet (spec section 8, username check keys).',
        cases: [
          { code: 'no_credentials', meaning: 'Account verification is offered.' },
          { code: 'light_user_no_credentials', meaning: 'A light account: the link to set a password is offered.' },
        ],
      },
      throttled,
    ],
    example: { scenario: 'anonymous', run: () => checkUsername('anna.schmidt@example.de', recaptchaToken) },
  },
  {
    operationId: 'createAccount',
    service: 'customer',
    method: 'POST',
    path: '/user/account',
    summary: "Creates a full account from the login page's form",
    assumed: 'The method (POST), the 201 and its answer: the spec names only the path "(create)".',
    session: 'none',
    body: accountBody,
    answer: {
      status: 201,
      schema: createdAccountSchema,
      name: 'CreatedAccount',
      description: 'The account is created.',
    },
    errors: [accountFieldProblems, accountExists],
    example: { scenario: 'anonymous', run: () => createAccount(newPerson) },
  },
  {
    operationId: 'createExpressAccount',
    service: 'customer',
    method: 'POST',
    path: '/user/express-account',
    summary: 'Creates an account after a social login that found none (201 with data)',
    assumed: 'The method (POST) and the body: the spec names the path and "201 with data".',
    session: 'none',
    body: expressAccountBody,
    answer: {
      status: 201,
      schema: createdAccountSchema,
      name: 'CreatedAccount',
      description: 'The account is created.',
    },
    errors: [
      {
        ...accountFieldProblems,
        // The socialLoginToken is good for the email it was issued for only.
        cases: accountFieldProblems.cases.map((problem) =>
          problem.code === 'login.createAccount.invalidEmailError'
            ? {
                ...problem,
                meaning:
                  'At the email: the address is invalid, or not the one the provider vouched for (its address in `detail`).',
              }
            : problem,
        ),
      },
      accountExists,
      {
        status: 410,
        meaning: 'The socialLoginToken was used already: the generic error.',
        cases: [{ code: 'social_login_token_expired', meaning: 'Generic error.' }],
      },
    ],
    example: {
      scenario: 'anonymous',
      run: async () =>
        createExpressAccount({ ...newPerson, email: googlePerson.email }, await socialLoginOfNewPerson()),
    },
  },
  {
    operationId: 'createLightAccount',
    service: 'customer',
    method: 'POST',
    path: '/user/light-account',
    summary: 'Creates a light account (name and email only) and signs it in',
    assumed: "The method (POST), the body beyond the fields of spec section 3 and the answer (as the login's).",
    session: 'none',
    body: lightAccountBody,
    answer: { status: 200, schema: loginResponseSchema, name: 'LoginResult', description: 'Created and signed in.' },
    errors: [
      badRequest({ code: 'login.createAccount.invalidEmailError', meaning: 'At the email: the address is invalid.' }),
      {
        status: 409,
        meaning: 'An account with this email exists.',
        cases: [{ code: 'login.createAccount.emailExistsError', meaning: 'At the email: an account exists.' }],
      },
    ],
    example: {
      scenario: 'anonymous',
      run: () =>
        createLightAccount({
          salutation: 'MS',
          firstName: 'Erika',
          lastName: 'Musterfrau',
          email: 'erika.musterfrau@example.de',
          newsletterConsent: false,
        }),
    },
  },
  {
    operationId: 'resendLightUserActivationEmail',
    service: 'customer',
    method: 'POST',
    path: '/user/light-users/resend-activation-email',
    summary: 'Mails a light user the link to set a password',
    assumed: 'The method (POST), the body (the email, or the customer number a light user typed) and the answer.',
    session: 'none',
    body: z.union([z.strictObject({ email: z.string() }), z.strictObject({ customerNumber: z.string() })]),
    answer: { status: 200, schema: notRead('The mail is on its way.'), description: 'Mailed.' },
    errors: [
      {
        status: 404,
        meaning: 'No light user with this username: the generic error.',
        cases: [{ code: 'light_user_not_found', meaning: 'Generic error.' }],
      },
    ],
    example: { scenario: 'light-user', run: () => resendLightUserActivationEmail('monika.licht@example.de') },
  },
  {
    operationId: 'login',
    service: 'customer',
    method: 'POST',
    path: '/user/login',
    summary: 'Signs in with username and password',
    description:
      "Starts the session (its cookie). The answer's email or customer number must match the username typed (spec section 4).",
    session: 'none',
    headers: ['recaptcha', 'correlation'],
    body: z.strictObject({
      username: z.string().describe('An email address or a customer number.'),
      password: z.string(),
      stayLoggedIn: z.boolean(),
    }) satisfies z.ZodType<LoginRequest>,
    answer: { status: 200, schema: loginResponseSchema, name: 'LoginResult', description: 'Signed in.' },
    errors: [
      badRequest(recaptchaMissing),
      {
        status: 401,
        meaning: 'Unknown username and password combination (spec section 8): login.invalidCredentials.',
        cases: [{ code: 'INVALID_CREDENTIALS', meaning: 'login.invalidCredentials, reason REJECTED.' }],
      },
      {
        status: 403,
        meaning: 'Refused (spec section 8).',
        schema: countryRejectionBody,
        cases: [
          countryRejected,
          { code: 'FORBIDDEN', meaning: 'Any other 403: login.NotAuthorizedException, reason REJECTED.' },
        ],
      },
      throttled,
    ],
    example: {
      scenario: 'anonymous',
      run: () =>
        login({ username: 'anna.schmidt@example.de', password: 'Sommer2026!', stayLoggedIn: false }, recaptchaToken),
    },
  },
  {
    operationId: 'requestMagicLink',
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/login',
    summary: 'Mails a one-time sign-in link',
    description: 'The same answer whether or not the account exists, so the action reveals no customers.',
    assumed: 'The answer: the spec shows none.',
    session: 'none',
    headers: ['recaptcha'],
    body: z.strictObject({ username: z.string(), source: z.literal('MY_ACCOUNT') }),
    answer: { status: 200, schema: notRead('The link is mailed (if the account exists).'), description: 'Mailed.' },
    errors: [badRequest(recaptchaMissing), throttled],
    example: { scenario: 'anonymous', run: () => requestMagicLink('anna.schmidt@example.de', recaptchaToken) },
  },
  {
    operationId: 'verifyMagicLink',
    service: 'customer',
    method: 'POST',
    path: '/user/magic-link/verify',
    summary: 'Redeems a mailed sign-in link and starts a session',
    session: 'none',
    body: z.strictObject({ token: z.string() }),
    bodyName: 'MailedToken',
    answer: { status: 200, schema: magicLinkVerifyResponseSchema, description: 'Signed in.' },
    errors: [
      {
        status: 410,
        meaning: 'The link expired or was used (spec section 8: "Magic link expired").',
        cases: [{ code: 'magic_link_expired', meaning: 'The page says the link expired and offers a new one.' }],
      },
    ],
    example: {
      scenario: 'anonymous',
      run: async () => {
        await requestMagicLink('anna.schmidt@example.de', recaptchaToken)
        return verifyMagicLink(latestToken('magic-link'))
      },
    },
  },
  {
    operationId: 'requestPasswordLink',
    service: 'customer',
    method: 'POST',
    path: '/user/reset-password',
    summary: 'Mails a link to set a password (forgotten, or first password of a social-login account)',
    description:
      'The same answer whether or not the account exists. `redirectUri` is the app path the mailed link opens.',
    assumed: 'The answer: "Reset-password response content: not shown".',
    session: 'none',
    body: z.strictObject({
      username: z.string(),
      reason: z.enum(['password-forgotten', 'set-password-for-social-login']),
      redirectUri: z.string().describe('An app path, e.g. /set-password?type=social.'),
    }),
    answer: { status: 200, schema: notRead('The link is mailed (if the account exists).'), description: 'Mailed.' },
    errors: [
      badRequest({ code: 'INVALID_REDIRECT_URI', meaning: 'A redirect outside the app: the generic error.' }),
      throttled,
    ],
    example: { scenario: 'anonymous', run: () => requestPasswordReset('anna.schmidt@example.de') },
  },
  {
    operationId: 'setPassword',
    service: 'customer',
    method: 'POST',
    path: '/user/set-password',
    summary: 'Sets a password with the token of a mailed link',
    assumed: 'The answer: the spec shows none.',
    session: 'none',
    body: setPasswordBody,
    bodyName: 'SetPassword',
    answer: passwordSet,
    errors: [
      badRequest({
        code: 'password_too_short',
        meaning: 'Could not save (spec section 8: "Set password: could not save").',
      }),
      linkExpired,
    ],
    example: {
      scenario: 'anonymous',
      run: async () => {
        await requestPasswordReset('anna.schmidt@example.de')
        return setPasswordWithToken(latestToken('password-forgotten'), 'Herbstlaub2026!')
      },
    },
  },
  {
    operationId: 'setPasswordForSocialLogin',
    service: 'customer',
    method: 'POST',
    path: '/user/sn/set-password',
    summary: 'Sets the first password of a social-login account with its mailed token',
    assumed: 'The answer: the spec shows none.',
    session: 'none',
    body: setPasswordBody,
    bodyName: 'SetPassword',
    answer: passwordSet,
    errors: [badRequest({ code: 'password_too_short', meaning: 'Could not save.' }), linkExpired],
    example: {
      scenario: 'social-login-no-password',
      run: async () => {
        await requestSetPasswordLinkForSocialLogin('jonas.becker@gmail.example')
        return setPasswordForSocialLogin(latestToken('set-password-for-social-login'), 'Herbstlaub2026!')
      },
    },
  },
  {
    operationId: 'socialLogin',
    service: 'customer',
    method: 'POST',
    path: '/user/social-login',
    summary: "Signs in with a provider's one-time code (expects 200)",
    session: 'none',
    body: z.strictObject({
      provider: z.enum(['GOOGLE', 'FACEBOOK', 'APPLE']) satisfies z.ZodType<SocialLoginProvider>,
      code: z
        .string()
        .describe("The provider's authorization code: it works once, for the redirect URI it was issued for."),
      redirectUrl: z.string().describe("The redirect URI the code was issued for (the app's login page)."),
    }),
    answer: { status: 200, schema: socialLoginResponseSchema, description: 'Signed in.' },
    errors: [
      {
        status: 401,
        meaning: 'The code is refused: the generic login error.',
        cases: [
          {
            code: 'invalid_code',
            meaning:
              "Not the provider's, used before, of another provider, or issued for another redirect URI (ASVS 10.4).",
          },
        ],
      },
      {
        status: 404,
        meaning:
          'No account for this person: account creation opens, prefilled from `userInfo` (spec section 3, "Social login").',
        schema: errorBodySchema.extend({ userInfo: socialUserInfoSchema }),
        cases: [
          {
            code: 'social_account_not_found',
            meaning: 'Account creation, prefilled; the socialLoginToken goes with the express account.',
            extra: {
              userInfo: {
                firstName: 'Max',
                lastName: 'Mustermann',
                socialLoginToken: '3f2a9c0e5b7d41e8a6c4f1b2d9e07a35',
                email: 'max.mustermann@gmail.example',
              },
            },
          },
        ],
      },
      {
        status: 403,
        meaning: "Refused: the customer belongs to another country's shop.",
        schema: countryRejectionBody,
        cases: [countryRejected],
      },
    ],
    example: {
      scenario: 'social-login-no-password',
      run: () =>
        socialLogin({
          provider: 'GOOGLE',
          code: exampleGoogleCode({ email: 'jonas.becker@gmail.example', firstName: 'Jonas', lastName: 'Becker' }),
          redirectUrl: loginPageUrl,
        }),
    },
  },
]
