import { z } from 'zod'
import {
  getLoginState,
  getPersonalDetails,
  getStayLoggedIn,
  logout,
  refreshSession,
  setStayLoggedIn,
} from '@/shared/session/session-api'
import { loginStateResponseSchema, personalDetailsSchema, stayLoggedInSchema } from '@/shared/session/session-schemas'
import type { Operation } from '../operation'
import { badRequest, notRead, unauthorized } from '../operation-kit'

/** The login state and the session (spec section 7, "Login state", "Personal details", "Session"). */
export const sessionCalls: Operation[] = [
  {
    operationId: 'getLoginState',
    service: 'customer',
    method: 'GET',
    path: '/user/login-state',
    summary: 'Who is signed in',
    description:
      'Logged in only when `state` is LOGGED_IN; any failed answer means logged out (spec section 4). Without a session the answer says so (state LOGGED_OUT).',
    session: 'optional',
    answer: {
      status: 200,
      schema: loginStateResponseSchema,
      name: 'LoginState',
      description: 'The login state and, when signed in, the customer.',
    },
    errors: [
      {
        status: 401,
        meaning: 'Not signed in: like any failed answer, the customer counts as logged out.',
        cases: [{ code: 'UNAUTHORIZED', meaning: 'Logged out.' }],
      },
    ],
    example: { scenario: 'default', run: () => getLoginState() },
  },
  {
    operationId: 'getPersonalDetails',
    service: 'customer',
    method: 'GET',
    path: '/user/personal-details',
    summary: 'The personal details of the signed-in customer',
    session: 'required',
    query: z.object({
      addressStrictTyping: z.boolean().describe('true: addresses come typed (POSTAL, DHL_ADDRESS).'),
      packstationMapping: z
        .boolean()
        .describe('true: a parcel station keeps its DHL post number apart from the street.'),
    }),
    answer: {
      status: 200,
      schema: personalDetailsSchema,
      name: 'PersonalDetails',
      description: 'The personal details.',
    },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => getPersonalDetails() },
  },
  {
    operationId: 'getStayLoggedIn',
    service: 'customer',
    method: 'GET',
    path: '/user/auth/stay-logged-in',
    summary: 'Whether the session lasts 60 days instead of 10',
    session: 'required',
    answer: {
      status: 200,
      schema: stayLoggedInSchema,
      name: 'StayLoggedIn',
      description: 'The stay-logged-in setting.',
    },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => getStayLoggedIn() },
  },
  {
    operationId: 'setStayLoggedIn',
    service: 'customer',
    method: 'PATCH',
    path: '/user/auth/stay-logged-in',
    summary: 'Changes the stay-logged-in setting',
    session: 'required',
    body: z.strictObject({ stayLoggedIn: z.boolean() }),
    bodyName: 'StayLoggedInChange',
    answer: { status: 200, schema: stayLoggedInSchema, name: 'StayLoggedIn', description: 'The setting as saved.' },
    errors: [
      unauthorized,
      badRequest({ code: 'invalid_stay_logged_in', meaning: 'Not a boolean: the generic error.' }),
    ],
    example: { scenario: 'default', run: () => setStayLoggedIn(true) },
  },
  {
    operationId: 'refreshSession',
    service: 'customer',
    method: 'POST',
    path: '/user/auth/refresh',
    summary: 'Renews the session after a 401',
    assumed: 'The method (POST) and the answer: the spec names only the path.',
    session: 'required',
    answer: {
      status: 200,
      schema: notRead('The renewed session (its cookie).'),
      description: 'The session is renewed.',
    },
    errors: [unauthorized],
    example: { scenario: 'default', run: () => refreshSession() },
  },
  {
    operationId: 'logout',
    service: 'customer',
    method: 'GET',
    path: '/user/auth/logout',
    summary: 'Ends the session',
    assumed: 'The answer: the spec shows none.',
    session: 'optional',
    answer: {
      status: 200,
      schema: notRead('The session has ended (its cookie is cleared).'),
      description: 'Signed out.',
    },
    example: { scenario: 'default', run: () => logout() },
  },
]
