import * as z from 'zod/mini'

/**
 * The name and postal lines of an address as the services send it: the personal details' delivery address,
 * the address book's addresses and an order's delivery address add their salutation and country (each read
 * its own way) around these.
 */
export const postalAddressFields = {
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  additional: z.nullish(z.string()),
  zipCode: z.string(),
  city: z.string(),
}
