import { z } from 'zod'

/**
 * The name and postal lines of an address as the services send it: the address book's addresses and
 * an order's delivery address add their salutation and country (each read its own way) around these.
 */
export const postalAddressFields = {
  firstName: z.string(),
  lastName: z.string(),
  street: z.string(),
  streetNumber: z.string(),
  additional: z.string().nullish(),
  zipCode: z.string(),
  city: z.string(),
}
