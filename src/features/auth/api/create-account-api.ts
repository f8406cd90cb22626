import * as z from 'zod/mini'
import { apiRequest } from '@/shared/api/api-client'
import { isApiError, isNoResponse } from '@/shared/api/api-errors'
import type { AccountCountry, Salutation } from '@/shared/validation/account-form'

/** What the account form sends (spec section 3 "Account creation"); dateOfBirth as year-month-day. */
export type AccountRegistration = {
  salutation: Salutation
  firstName: string
  lastName: string
  street: string
  streetNumber: string
  addressAddition: string | null
  zipCode: string
  city: string
  countryCode: AccountCountry
  dateOfBirth: string
  email: string
  password: string | null
  newsletterConsent: boolean
}

export const createdAccountSchema = z.object({ email: z.string(), customerNumber: z.string() })

/** POST /user/account: a full account from the login page's form. */
export function createAccount(registration: AccountRegistration) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/account',
    body: { ...registration, source: 'createAccount', isSocialRegistration: false },
    schema: createdAccountSchema,
  })
}

/** POST /user/express-account: the social variant, after a social login that found no account (201 with data). */
export function createExpressAccount(registration: AccountRegistration, socialLoginToken: string) {
  return apiRequest({
    service: 'customer',
    method: 'POST',
    path: '/user/express-account',
    body: { ...registration, socialLoginToken, source: 'createAccount', isSocialRegistration: true },
    schema: createdAccountSchema,
  })
}

/** Form fields the account service can reject (spec section 5 "Account creation server validation keys"). */
export type AccountServerField =
  | 'firstName'
  | 'lastName'
  | 'street'
  | 'streetNumber'
  | 'addressAddition'
  | 'zipCode'
  | 'city'
  | 'dateOfBirth'
  | 'email'

const fieldOfCode: Record<string, AccountServerField> = {
  invalid_first_name: 'firstName',
  invalid_last_name: 'lastName',
  invalid_street: 'street',
  invalid_street_number: 'streetNumber',
  invalid_address_addition: 'addressAddition',
  invalid_zip_code: 'zipCode',
  invalid_city: 'city',
  invalid_date_of_birth: 'dateOfBirth',
  'login.createAccount.invalidEmailError': 'email',
}

export type AccountFieldProblem = {
  field: AccountServerField
  /** invalid: shown with the server's detail text; emailExists: the catalogued message. */
  kind: 'invalid' | 'emailExists'
  detail?: string
}

/** Spec section 8 "Account creation keys", as the form shows them. */
export type CreateAccountFailure =
  | { kind: 'fields'; problems: AccountFieldProblem[] }
  | { kind: 'duplicateAccount'; email: string }
  | { kind: 'connection' }
  | { kind: 'generic' }

const problemSchema = z.object({ code: z.string(), detail: z.optional(z.string()) })
export const problemListSchema = z.object({ errors: z.array(problemSchema) })
export const duplicateSchema = z.object({ email: z.string().check(z.minLength(1)) })

function invalidField(code: string | undefined, detail: string | undefined): AccountFieldProblem | undefined {
  const field = code === undefined ? undefined : fieldOfCode[code]
  return field ? { field, kind: 'invalid', detail } : undefined
}

export function createAccountFailureFrom(error: unknown): CreateAccountFailure {
  if (!isApiError(error)) return { kind: 'generic' }
  if (isNoResponse(error)) return { kind: 'connection' }
  if (error.kind !== 'http') return { kind: 'generic' }
  if (error.code === 'login.createAccount.emailExistsError')
    return { kind: 'fields', problems: [{ field: 'email', kind: 'emailExists' }] }
  if (error.code === 'duplicate_account') {
    const duplicate = duplicateSchema.safeParse(error.body)
    return duplicate.success ? { kind: 'duplicateAccount', email: duplicate.data.email } : { kind: 'generic' }
  }
  // Every problem the service lists, or else the one it names at the top.
  const listed = problemListSchema.safeParse(error.body)
  const candidates = listed.success ? listed.data.errors : [{ code: error.code, detail: error.detail }]
  const problems = candidates.flatMap((problem) => invalidField(problem.code, problem.detail) ?? [])
  return problems.length > 0 ? { kind: 'fields', problems } : { kind: 'generic' }
}
