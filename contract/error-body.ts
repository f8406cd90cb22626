import { z } from 'zod'

/**
 * An error answer's body as the app reads it (`errorCodeOf` in src/shared/api/api-client.ts): the
 * error key in `code`, a text for the customer in `detail` where the spec shows it, and per-field
 * problems in `errors` (account creation, change email). More fields may come along.
 */
export const errorBodySchema = z.looseObject({
  code: z.string().describe('The error key (spec section 8), e.g. email_not_exist.'),
  detail: z.string().optional().describe('A text the app shows where the spec says so (account deletion).'),
  message: z.string().optional(),
  errors: z
    .array(z.looseObject({ code: z.string().optional(), path: z.string().optional(), detail: z.string().optional() }))
    .optional()
    .describe('Problems per field, where a service names several.'),
})
